import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorFallback } from "./ErrorFallback";

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a caught error is cleared and the children render again. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it and shows 'Something went wrong' with a Refresh Page button. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Screen crashed", error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <ErrorFallback /> : this.props.children;
  }
}
