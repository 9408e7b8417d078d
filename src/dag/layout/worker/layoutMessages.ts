import type { LayoutInput, LayoutPicture } from "../LayoutInput.js";

/** What the page asks of the layout worker. */
export type ToLayoutWorker =
  | {
      readonly type: "layout";
      readonly id: number;
      readonly input: LayoutInput;
      readonly deadlineMs: number;
    }
  | { readonly type: "cancel"; readonly id: number };

/** What the layout worker answers: pictures (a partial one may come first), or how it ended. */
export type FromLayoutWorker =
  | { readonly type: "picture"; readonly id: number; readonly picture: LayoutPicture }
  | { readonly type: "late" | "cancelled"; readonly id: number }
  | { readonly type: "failed"; readonly id: number; readonly message: string };
