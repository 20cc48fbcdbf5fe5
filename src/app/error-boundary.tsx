import { Component, lazy, Suspense, type ReactNode } from "react";

export const UNEXPECTED_ERROR_HEADING = "Unexpected Application Error!";

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong while showing this page.";
}

/**
 * Loaded only when something has gone wrong. The commonest error is a page's code failing to load
 * (offline, or a new release), and then this screen's code may not load either: the plain screen
 * below, part of the first download, stands in for it.
 */
const AppErrorScreen = lazy(() => import("./app-error-screen").catch(() => ({ default: PlainErrorScreen })));

function PlainErrorScreen({ error }: { error: unknown }) {
  return (
    <div className="px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{UNEXPECTED_ERROR_HEADING}</h1>
      <p className="mt-4 text-slate-700">{errorMessage(error)}</p>
      <a href="/" className="mt-8 inline-block font-semibold text-teal-700 underline">
        Go to the home page
      </a>
    </div>
  );
}

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
