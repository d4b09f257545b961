import { Component, type ReactNode } from 'react';
import { Notice } from '../../ui/notice';

interface Props {
  /** Changing it (the address) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

/** One broken admin screen shows its error inside the admin layout instead of taking the app down. */
export class ScreenErrorBoundary extends Component<Props, { error: Error | null; resetKey: string }> {
  override state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error) return <Notice tone="error">This screen failed: {this.state.error.message}</Notice>;
    return this.props.children;
  }
}
