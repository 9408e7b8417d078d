/** Labels of the composer and the permission inbox. */
export interface ComposerLabels {
  /** The composer's send button. */
  readonly send: string;
  /** The composer's stop button, shown while a run streams. */
  readonly stop: string;
  /** The accessible name of the composer's text field. */
  readonly composerInput: string;
  /** The composer's placeholder while the field is empty. */
  readonly composerPlaceholder: string;
  /** The button that opens the file picker. */
  readonly composerAttach: string;
  /** The accessible name of the list of attached files. */
  readonly composerAttachments: string;
  /** The button that removes one attached file; `name` is the file's name. */
  readonly composerRemoveAttachment: (name: string) => string;
  /** What the composer says while files are dragged over it. */
  readonly composerDropFiles: string;
  /** The accessible name of the permission inbox's region. */
  readonly permissionInbox: string;
  /** The inbox's title: how many requests wait; `formatted` is `count` in the locale. */
  readonly permissionInboxWaiting: (count: number, formatted: string) => string;
  /** The inbox button that allows every waiting request. */
  readonly permissionInboxAllowAll: string;
  /** The inbox button that denies every waiting request. */
  readonly permissionInboxDenyAll: string;
  /** The inbox button that allows one request. */
  readonly permissionInboxAllow: string;
  /** The inbox button that denies one request. */
  readonly permissionInboxDeny: string;
  /** A parameter that is a list, in a request's one-line preview: `[3 items]`. */
  readonly permissionInboxListItems: (count: number, formatted: string) => string;
  /** Announced when one request arrives; `agents` is its agent path ("" from the top agent). */
  readonly permissionInboxRequested: (tool: string, agents: string) => string;
  /** Announced when several requests arrive at once; `tools` lists their tools. */
  readonly permissionInboxRequestedSeveral: (
    count: number,
    formatted: string,
    tools: string,
  ) => string;
}

/** @internal */
export const composerLabels: ComposerLabels = {
  send: "Send",
  stop: "Stop",
  composerInput: "Message",
  composerPlaceholder: "Send a message…",
  composerAttach: "Attach files",
  composerAttachments: "Attachments",
  composerRemoveAttachment: (name) => `Remove ${name}`,
  composerDropFiles: "Drop files to attach",
  permissionInbox: "Pending permission requests",
  permissionInboxWaiting: (count, formatted) =>
    count === 1 ? `${formatted} permission request` : `${formatted} permission requests`,
  permissionInboxAllowAll: "Allow all",
  permissionInboxDenyAll: "Deny all",
  permissionInboxAllow: "Allow",
  permissionInboxDeny: "Deny",
  permissionInboxListItems: (count, formatted) =>
    count === 1 ? `[${formatted} item]` : `[${formatted} items]`,
  permissionInboxRequested: (tool, agents) =>
    agents === ""
      ? `Permission requested: ${tool}`
      : `Permission requested: ${tool} from ${agents}`,
  permissionInboxRequestedSeveral: (_count, formatted, tools) =>
    `${formatted} permission requests: ${tools}`,
};
