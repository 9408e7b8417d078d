const ACCENTED: Readonly<Record<string, string>> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** Opens and closes every pseudo-localised text, so a cut or a concatenation shows. */
export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

/**
 * One text in the pseudo-locale: every Latin letter accented and the whole bracketed, so it
 * stays readable, shows where the interface builds text by concatenation, and contains no
 * English word.
 * @example
 * pseudoText("Allow once"); // "⟦Áļļóŵ óñçé⟧"
 */
export function pseudoText(text: string): string {
  let out = "";
  for (const character of text) out += ACCENTED[character] ?? character;
  return `${PSEUDO_OPEN}${out}${PSEUDO_CLOSE}`;
}

type Pseudo<T> = { readonly [K in keyof T]: T[K] };

/**
 * A labels object in the pseudo-locale: each string label through `pseudoText`, each
 * function label returning its result through it (values passed in keep their digits). Give
 * it to `LabelsProvider` to find every string of your interface that is not translatable.
 * @example
 * <LabelsProvider labels={pseudoLocalize(defaultLabels)}><Chat … /></LabelsProvider>
 */
export function pseudoLocalize<T extends object>(labels: T): Pseudo<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(labels)) {
    if (typeof value === "string") out[key] = pseudoText(value);
    else if (typeof value === "function")
      out[key] = (...args: unknown[]) => {
        const result: unknown = value(...args);
        return typeof result === "string" ? pseudoText(result) : result;
      };
    else out[key] = value;
  }
  return out as Pseudo<T>;
}
