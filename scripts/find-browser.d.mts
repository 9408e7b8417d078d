/** Flags every Chromium launch needs on these machines. */
export declare const chromiumFlags: string[];
/** Returns the path of a usable Chromium, or undefined when there is none. */
export declare function findBrowser(): string | undefined;
