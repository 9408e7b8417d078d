import { Component, type ReactNode, Suspense } from "react";

/** Props of `ToolRendererBoundary`. @internal */
export interface ToolRendererBoundaryProps {
  /** What to show instead once the renderer throws, given the error in words (if it has any). */
  readonly fallback: (message: string | undefined) => ReactNode;
  /** Shown while the renderer suspends, and on the server when it throws there. */
  readonly loading: ReactNode;
  /** A new value clears a caught error and tries the renderer again. */
  readonly resetKey: unknown;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly message: string | undefined;
  readonly resetKey: unknown;
}

const MAX_MESSAGE = 300;

/** An error in words, whatever was thrown (`undefined` when it cannot be put in words); never throws itself. @internal */
export function describeError(error: unknown): string | undefined {
  let message: string;
  try {
    message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    return undefined;
  }
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
}

/**
 * Keeps a user's tool renderer from taking the thread down: what it throws shows the
 * fallback instead. The Suspense boundary inside also covers server rendering, where error
 * boundaries do not run: there the default view is sent and the client retries.
 * @internal
 */
export class ToolRendererBoundary extends Component<ToolRendererBoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    failed: false,
    message: undefined,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, message: describeError(error) };
  }

  static getDerivedStateFromProps(
    props: ToolRendererBoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, message: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.failed) return this.props.fallback(this.state.message);
    return <Suspense fallback={this.props.loading}>{this.props.children}</Suspense>;
  }
}
