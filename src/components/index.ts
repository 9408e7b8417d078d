// Status
export { Pending } from "./Pending.js";
export type { PendingProps } from "./Pending.js";
