// Thread
export { Chat } from "./Chat/Chat.js";
export type { ChatProps } from "./Chat/Chat.js";
export { defaultThreadComponents } from "./Thread/defaultThreadComponents.js";
export { SubagentBranch } from "./SubagentBranch/SubagentBranch.js";
export type { SubagentBranchProps } from "./SubagentBranch/SubagentBranch.js";
export { Thread } from "./Thread/Thread.js";
export type { ReplyContext, ThreadProps } from "./Thread/Thread.js";
export type { ThreadTools, ToolDefinition } from "./Thread/ThreadTools.js";
export type {
  ThreadComponents,
  ThreadPartProps,
  TurnActionsProps,
} from "./Thread/ThreadComponents.js";
export { ThreadTurn } from "./Thread/ThreadTurn.js";
export type { ThreadTurnProps } from "./Thread/ThreadTurn.js";
export { SubagentBranches } from "./SubagentBranch/SubagentBranches.js";
export type { SubagentBranchesProps } from "./SubagentBranch/SubagentBranches.js";

// Message actions
export { MessageActions } from "./MessageActions/MessageActions.js";
export type { MessageActionsProps, MessageFeedback } from "./MessageActions/MessageActions.js";
export { MessageEditor } from "./MessageActions/MessageEditor.js";
export type { MessageEditorProps } from "./MessageActions/MessageEditor.js";
export { turnText } from "./MessageActions/turnText.js";

// Replay
export { ReplayControls } from "./ReplayControls/ReplayControls.js";
export type { ReplayControlsProps } from "./ReplayControls/ReplayControls.js";

// Status
export { Pending } from "./Pending/Pending.js";
export type { PendingProps } from "./Pending/Pending.js";

// Permissions
export { PermissionInbox } from "./PermissionInbox/PermissionInbox.js";
export type {
  PermissionInboxComponents,
  PermissionInboxProps,
} from "./PermissionInbox/PermissionInbox.js";
export { PermissionInboxItem } from "./PermissionInbox/PermissionInboxItem.js";
export type { PermissionInboxItemProps } from "./PermissionInbox/PermissionInboxItem.js";
export { PermissionPrompt } from "./PermissionPrompt/PermissionPrompt.js";
export type {
  PermissionPromptComponents,
  PermissionPromptProps,
} from "./PermissionPrompt/PermissionPrompt.js";
export { PermissionPromptParameters } from "./PermissionPrompt/PermissionPromptParameters.js";
export type { PermissionPromptParametersProps } from "./PermissionPrompt/PermissionPromptParameters.js";

// Input
export { BranchPicker } from "./BranchPicker/BranchPicker.js";
export type { BranchPickerProps } from "./BranchPicker/BranchPicker.js";
export { Composer } from "./Composer/Composer.js";
export type { ComposerComponents, ComposerMessage, ComposerProps } from "./Composer/Composer.js";
export { ComposerAttachButton, ComposerAttachments } from "./Composer/ComposerAttachments.js";
export type {
  ComposerAttachButtonProps,
  ComposerAttachmentsProps,
} from "./Composer/ComposerAttachments.js";
export { ComposerSendButton, ComposerStopButton } from "./Composer/ComposerSendButton.js";
export type {
  ComposerSendButtonProps,
  ComposerStopButtonProps,
} from "./Composer/ComposerSendButton.js";

// Content
export { CodeBlock } from "./CodeBlock/CodeBlock.js";
export type { CodeBlockProps } from "./CodeBlock/CodeBlock.js";
export { Markdown } from "./Markdown/Markdown.js";
export type { MarkdownComponents, MarkdownProps } from "./Markdown/Markdown.js";
export { preloadHighlighter } from "./CodeBlock/preloadHighlighter.js";
export { Reasoning } from "./Reasoning/Reasoning.js";
export type { ReasoningProps } from "./Reasoning/Reasoning.js";

// Tools
export { ExecOutput } from "./ExecOutput/ExecOutput.js";
export type { ExecOutputProps } from "./ExecOutput/ExecOutput.js";
export { JsonView } from "./JsonView/JsonView.js";
export type { JsonViewProps } from "./JsonView/JsonView.js";
export { ToolCall } from "./ToolCall/ToolCall.js";
export type { ToolCallComponents, ToolCallProps, ToolRenderProps } from "./ToolCall/ToolCall.js";
export { toolInputSummary } from "./ToolCall/toolInputSummary.js";
export { ToolProgress } from "./ToolCall/ToolProgress.js";
export type { ToolProgressProps } from "./ToolCall/ToolProgress.js";
export { ToolStateBadge } from "./ToolCall/ToolStateBadge.js";
export type { ToolStateBadgeProps } from "./ToolCall/ToolStateBadge.js";
export { TruncatedText } from "./TruncatedText/TruncatedText.js";
export type { TruncatedTextProps } from "./TruncatedText/TruncatedText.js";

// Notices and usage
export { ErrorNotice } from "./ErrorNotice/ErrorNotice.js";
export type { ErrorNoticeProps } from "./ErrorNotice/ErrorNotice.js";
export { SummaryBlock } from "./SummaryBlock/SummaryBlock.js";
export type { SummaryBlockComponents, SummaryBlockProps } from "./SummaryBlock/SummaryBlock.js";
export { SummaryOriginals } from "./SummaryBlock/SummaryOriginals.js";
export type { SummaryOriginalsProps } from "./SummaryBlock/SummaryOriginals.js";
export { UsageMeter } from "./UsageMeter/UsageMeter.js";
export type { UsageMeterComponents, UsageMeterProps } from "./UsageMeter/UsageMeter.js";
export { UsageMeterBar } from "./UsageMeter/UsageMeterBar.js";
export type { UsageMeterBarProps } from "./UsageMeter/UsageMeterBar.js";
export { UsageRuns } from "./UsageMeter/UsageRuns.js";
export type { UsageRunsProps } from "./UsageMeter/UsageRuns.js";

// Context
export { ContextInspector } from "./ContextInspector/ContextInspector.js";
export type {
  ContextInspectorComponents,
  ContextInspectorProps,
  ContextInspectorSection,
  ContextInspectorState,
} from "./ContextInspector/ContextInspector.js";
export type { ContextInspectorMessageProps } from "./ContextInspector/ContextInspectorMessage.js";
export type { ContextInspectorPart } from "./ContextInspector/ContextInspectorParts.js";

// Labels and locale
export { LabelsProvider } from "./labels/LabelsProvider.js";
export type { LabelsProviderProps } from "./labels/LabelsProvider.js";
export { defaultLabels } from "./labels/ThreadlineLabels.js";
export type { ThreadlineLabels } from "./labels/ThreadlineLabels.js";
export { useLabels } from "./labels/useLabels.js";
export { useFormatters } from "./labels/useFormatters.js";
export type { Formatters } from "./labels/formattersFor.js";
