// Thread
export { Chat } from "./Chat.js";
export type { ChatProps } from "./Chat.js";
export { defaultThreadComponents } from "./defaultThreadComponents.js";
export { SubagentBranch } from "./SubagentBranch.js";
export type { SubagentBranchProps } from "./SubagentBranch.js";
export { Thread } from "./Thread.js";
export type { ReplyContext, ThreadProps } from "./Thread.js";
export type { ThreadTools, ToolDefinition } from "./ThreadTools.js";
export type { ThreadComponents, ThreadPartProps, TurnActionsProps } from "./ThreadComponents.js";
export { ThreadTurn } from "./ThreadTurn.js";
export type { ThreadTurnProps } from "./ThreadTurn.js";
export { SubagentBranches } from "./SubagentBranches.js";
export type { SubagentBranchesProps } from "./SubagentBranches.js";

// Message actions
export { MessageActions } from "./MessageActions.js";
export type { MessageActionsProps, MessageFeedback } from "./MessageActions.js";
export { MessageEditor } from "./MessageEditor.js";
export type { MessageEditorProps } from "./MessageEditor.js";
export { turnText } from "./turnText.js";

// Replay
export { ReplayControls } from "./ReplayControls.js";
export type { ReplayControlsProps } from "./ReplayControls.js";

// Status
export { Pending } from "./Pending.js";
export type { PendingProps } from "./Pending.js";

// Permissions
export { ApprovalInbox } from "./ApprovalInbox.js";
export type { ApprovalInboxComponents, ApprovalInboxProps } from "./ApprovalInbox.js";
export { ApprovalInboxItem } from "./ApprovalInboxItem.js";
export type { ApprovalInboxItemProps } from "./ApprovalInboxItem.js";
export { PermissionPrompt } from "./PermissionPrompt.js";
export type { PermissionPromptComponents, PermissionPromptProps } from "./PermissionPrompt.js";
export { PermissionPromptParameters } from "./PermissionPromptParameters.js";
export type { PermissionPromptParametersProps } from "./PermissionPromptParameters.js";

// Input
export { BranchPicker } from "./BranchPicker.js";
export type { BranchPickerProps } from "./BranchPicker.js";
export { Composer } from "./Composer.js";
export type { ComposerComponents, ComposerMessage, ComposerProps } from "./Composer.js";
export { ComposerAttachButton, ComposerAttachments } from "./ComposerAttachments.js";
export type {
  ComposerAttachButtonProps,
  ComposerAttachmentsProps,
} from "./ComposerAttachments.js";
export { ComposerSendButton, ComposerStopButton } from "./ComposerSendButton.js";
export type { ComposerSendButtonProps, ComposerStopButtonProps } from "./ComposerSendButton.js";

// Content
export { CodeBlock } from "./CodeBlock.js";
export type { CodeBlockProps } from "./CodeBlock.js";
export { Markdown } from "./Markdown.js";
export type { MarkdownComponents, MarkdownProps } from "./Markdown.js";
export { preloadHighlighter } from "./preloadHighlighter.js";
export { Reasoning } from "./Reasoning.js";
export type { ReasoningProps } from "./Reasoning.js";

// Tools
export { ExecOutput } from "./ExecOutput.js";
export type { ExecOutputProps } from "./ExecOutput.js";
export { JsonView } from "./JsonView.js";
export type { JsonViewProps } from "./JsonView.js";
export { ToolCall } from "./ToolCall.js";
export type { ToolCallComponents, ToolCallProps, ToolRenderProps } from "./ToolCall.js";
export { toolInputSummary } from "./toolInputSummary.js";
export { ToolProgress } from "./ToolProgress.js";
export type { ToolProgressProps } from "./ToolProgress.js";
export { ToolStateBadge } from "./ToolStateBadge.js";
export type { ToolStateBadgeProps } from "./ToolStateBadge.js";
export { TruncatedText } from "./TruncatedText.js";
export type { TruncatedTextProps } from "./TruncatedText.js";

// Notices and usage
export { ErrorNotice } from "./ErrorNotice.js";
export type { ErrorNoticeProps } from "./ErrorNotice.js";
export { SummaryBlock } from "./SummaryBlock.js";
export type { SummaryBlockComponents, SummaryBlockProps } from "./SummaryBlock.js";
export { SummaryOriginals } from "./SummaryOriginals.js";
export type { SummaryOriginalsProps } from "./SummaryOriginals.js";
export { UsageMeter } from "./UsageMeter.js";
export type { UsageMeterComponents, UsageMeterProps } from "./UsageMeter.js";
export { UsageMeterBar } from "./UsageMeterBar.js";
export type { UsageMeterBarProps } from "./UsageMeterBar.js";
export { UsageRuns } from "./UsageRuns.js";
export type { UsageRunsProps } from "./UsageRuns.js";

// Context
export { ContextInspector } from "./ContextInspector.js";
export type {
  ContextInspectorComponents,
  ContextInspectorProps,
  ContextInspectorSection,
  ContextInspectorState,
} from "./ContextInspector.js";
export type { ContextInspectorMessageProps } from "./ContextInspectorMessage.js";
export type { ContextInspectorPart } from "./ContextInspectorParts.js";

// Labels and locale
export { LabelsProvider } from "./labels/LabelsProvider.js";
export type { LabelsProviderProps } from "./labels/LabelsProvider.js";
export { defaultLabels } from "./labels/ThreadlineLabels.js";
export type { ThreadlineLabels } from "./labels/ThreadlineLabels.js";
export { useLabels } from "./labels/useLabels.js";
export { useFormatters } from "./labels/useFormatters.js";
export type { Formatters } from "./labels/formattersFor.js";
