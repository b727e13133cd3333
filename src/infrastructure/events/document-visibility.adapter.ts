import { Observable } from 'rxjs';
import type { PageVisibility } from '../../application/ports/live-events';

/** The Page Visibility API: hidden when the tab is behind another or the window is minimised. */
export class DocumentVisibility implements PageVisibility {
  constructor(private readonly document: Document) {}

  /** The state when subscribed, then each change. */
  readonly visible$ = new Observable<boolean>((subscriber) => {
    const tell = () => subscriber.next(this.document.visibilityState === 'visible');
    tell();
    this.document.addEventListener('visibilitychange', tell);
    return () => this.document.removeEventListener('visibilitychange', tell);
  });
}
