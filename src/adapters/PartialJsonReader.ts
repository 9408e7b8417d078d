type Mode =
  | "value"
  | "key"
  | "colon"
  | "after"
  | "string"
  | "escape"
  | "unicode"
  | "number"
  | "literal"
  | "broken";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const ESCAPED: readonly number[] = [...'"\\/bfnrt'].map((character) => character.charCodeAt(0));
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const LITERALS: ReadonlyMap<number, string> = new Map(
  ["true", "false", "null"].map((word) => [word.charCodeAt(0), word]),
);

/**
 * Whether a character of a string still arriving is shown: partial-json trims the text it is
 * given, so whitespace ending the text is not; nor is the first half of a surrogate pair.
 */
function isShown(code: number): boolean {
  if (code <= 0x20) return false;
  if (code < 0xa0) return true;
  return !(
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff ||
    (code >= 0xd800 && code <= 0xdbff)
  );
}

function isHexDigit(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x46) ||
    (code >= 0x61 && code <= 0x66)
  );
}

/** Digits, signs, the decimal point and exponent marks: what a number's text is made of. */
function isNumberPart(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2d ||
    code === 0x2b ||
    code === 0x2e ||
    code === 0x65 ||
    code === 0x45
  );
}

/**
 * Reads the JSON text of one value piece by piece and keeps where it stands, so that the value
 * of the text so far costs one native `JSON.parse` of a prefix instead of a re-scan: each piece
 * is read once. The value is partial-json's (`Allow.ALL`) for the longest prefix that ends
 * inside a string value (short of an escape, whitespace or half a surrogate pair still
 * arriving), after a whole value, member or element, or after an opening bracket: a key,
 * number or literal still arriving is left out, so the prefix never shrinks (`1.5` would,
 * when `1.5e` comes).
 * @internal
 */
export class PartialJsonReader {
  #text = "";
  #mode: Mode = "value";
  /** The closing bracket (a character code) of each open container, innermost last. */
  readonly #closers: number[] = [];
  /** Just after `{` or `[`: the container may close at once. */
  #opened = false;
  /** The string being read is an object's key. */
  #key = false;
  /** The end of the last value read whole, or of the last opening bracket. */
  #settled = 0;
  /** In a string value: the end of its last character shown. */
  #stringSettled = 0;
  #hexLeft = 0;
  /** The number or literal read so far. */
  #token = "";
  #literal = "";

  /** The text read so far. */
  get text(): string {
    return this.#text;
  }

  /** Whether the text read so far cannot begin a JSON value. */
  get broken(): boolean {
    return this.#mode === "broken";
  }

  /** The length of the prefix whose value `value()` gives; it never shrinks. */
  get settled(): number {
    return this.#inStringValue() ? this.#stringSettled : this.#settled;
  }

  /** Reads one more piece of the text. */
  append(piece: string): void {
    const offset = this.#text.length;
    this.#text += piece;
    let index = 0;
    while (index < piece.length && this.#mode !== "broken")
      index = this.#read(piece, index, offset);
  }

  /** The value of the settled prefix; `undefined` when nothing settled or the text is broken. */
  value(): unknown {
    const settled = this.settled;
    if (settled === 0 || this.broken) return undefined;
    let closing = this.#inStringValue() ? '"' : "";
    for (let depth = this.#closers.length - 1; depth >= 0; depth--)
      closing += this.#closers[depth] === CLOSE_BRACE ? "}" : "]";
    try {
      return JSON.parse(this.#text.slice(0, settled) + closing);
    } catch {
      this.#mode = "broken";
      return undefined;
    }
  }

  #inStringValue(): boolean {
    const mode = this.#mode;
    return !this.#key && (mode === "string" || mode === "escape" || mode === "unicode");
  }

  /** Reads from `index` on and returns where it stopped. */
  #read(piece: string, index: number, offset: number): number {
    const mode = this.#mode;
    switch (mode) {
      case "string":
        return this.#string(piece, index, offset);
      case "escape":
        return this.#escape(piece.charCodeAt(index), index, offset);
      case "unicode":
        this.#hexLeft -= 1;
        if (!isHexDigit(piece.charCodeAt(index))) this.#mode = "broken";
        else if (this.#hexLeft === 0) this.#escaped(offset + index + 1);
        return index + 1;
      case "number":
        return this.#number(piece, index, offset);
      case "literal":
        return this.#literalPart(piece, index, offset);
      case "value":
      case "key":
      case "colon":
      case "after":
        return this.#structure(piece, index, offset);
      case "broken":
        return piece.length;
      default:
        return mode satisfies never;
    }
  }

  /** Reads a string's characters up to its end, an escape or the end of the piece. */
  #string(piece: string, start: number, offset: number): number {
    let shown = -1;
    let index = start;
    for (; index < piece.length; index++) {
      const code = piece.charCodeAt(index);
      if (code === QUOTE || code === BACKSLASH || code < 0x20) break;
      if (isShown(code)) shown = index;
    }
    if (shown >= 0) this.#stringSettled = offset + shown + 1;
    if (index === piece.length) return index;
    const code = piece.charCodeAt(index);
    if (code === BACKSLASH) this.#mode = "escape";
    else if (code < 0x20) this.#mode = "broken";
    else if (this.#key) this.#mode = "colon";
    else this.#ended(offset + index + 1);
    return index + 1;
  }

  #escape(code: number, index: number, offset: number): number {
    if (code === 0x75) {
      this.#mode = "unicode";
      this.#hexLeft = 4;
    } else if (ESCAPED.includes(code)) this.#escaped(offset + index + 1);
    else this.#mode = "broken";
    return index + 1;
  }

  /** An escape ended at `end`: what it stands for is shown. */
  #escaped(end: number): void {
    this.#mode = "string";
    this.#stringSettled = end;
  }

  #number(piece: string, start: number, offset: number): number {
    let index = start;
    while (index < piece.length && isNumberPart(piece.charCodeAt(index))) index++;
    this.#token += piece.slice(start, index);
    if (index === piece.length) return index;
    if (NUMBER.test(this.#token)) this.#ended(offset + index);
    else this.#mode = "broken";
    return index;
  }

  #literalPart(piece: string, start: number, offset: number): number {
    const rest = this.#literal.slice(this.#token.length);
    const read = piece.slice(start, start + rest.length);
    if (!rest.startsWith(read)) {
      this.#mode = "broken";
      return start;
    }
    this.#token += read;
    if (read === rest) this.#ended(offset + start + read.length);
    return start + read.length;
  }

  /** Reads structure (brackets, commas, colons, whitespace) from `start` until a value starts. */
  #structure(piece: string, start: number, offset: number): number {
    for (let index = start; index < piece.length; index++) {
      const code = piece.charCodeAt(index);
      if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) continue;
      const opened = this.#opened;
      this.#opened = false;
      const mode = this.#mode;
      const innermost = this.#closers[this.#closers.length - 1];
      if (opened && code === innermost) this.#close(offset + index);
      else if (mode === "value") return this.#valueStart(code, index, offset);
      else if (mode === "key" && code === QUOTE) this.#startString(offset + index, { key: true });
      else if (mode === "colon" && code === COLON) this.#mode = "value";
      else if (mode === "after" && code === COMMA && innermost !== undefined)
        this.#mode = innermost === CLOSE_BRACE ? "key" : "value";
      else if (mode === "after" && code === innermost) this.#close(offset + index);
      else this.#mode = "broken";
      if (this.#mode === "string" || this.#mode === "broken") return index + 1;
    }
    return piece.length;
  }

  /** A value starts at `index`: returns where reading goes on. */
  #valueStart(code: number, index: number, offset: number): number {
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      this.#closers.push(code === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET);
      this.#mode = code === OPEN_BRACE ? "key" : "value";
      this.#opened = true;
      this.#settled = offset + index + 1;
      return index + 1;
    }
    if (code === QUOTE) {
      this.#startString(offset + index, { key: false });
      return index + 1;
    }
    this.#token = "";
    const literal = LITERALS.get(code);
    if (literal !== undefined) {
      this.#mode = "literal";
      this.#literal = literal;
    } else this.#mode = code === 0x2d || (code >= 0x30 && code <= 0x39) ? "number" : "broken";
    return index;
  }

  /** A string starts with the quote at `position`. */
  #startString(position: number, { key }: { key: boolean }): void {
    this.#mode = "string";
    this.#key = key;
    this.#stringSettled = position + 1;
  }

  #close(position: number): void {
    this.#closers.pop();
    this.#ended(position + 1);
  }

  /** A value ended at `end`. */
  #ended(end: number): void {
    this.#settled = end;
    this.#mode = "after";
    this.#key = false;
  }
}
