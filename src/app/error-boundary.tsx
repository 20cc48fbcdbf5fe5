import { Component, lazy, Suspense, type ReactNode } from "react";

/** Loaded only when something has gone wrong. */
const AppErrorScreen = lazy(() => import("./app-error-screen"));

interface Props {
  /** Changing the key (e.g. the pathname) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Catches rendering errors anywhere below and shows the 'Unexpected Application Error!' screen. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    return this.state.error ? (
      <Suspense fallback={null}>
        <AppErrorScreen error={this.state.error} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
