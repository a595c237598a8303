// Watching the sync engine of several tabs of one browser context from the outside (issue #9,
// leader failover): which tab sends `sync_push`, when each push starts and ends, which mutation
// ids it carries, and a switch that lets a tab's push reach the server but keeps its answer from
// the tab (a push "in flight" at the moment the tab closes — the server applied it, the tab never
// learns). Service workers must be blocked in specs that use this (`test.use({ serviceWorkers:
// 'block' })`): a request a service worker makes is not seen by page.route/page.on('request').
import type { Page, Request, Route } from '@playwright/test';

export const SYNC_PUSH = '**/rest/v1/rpc/sync_push';

export interface PushMutation {
  mutation_id: string;
  table: string;
  op: string;
  row_id: string;
  patch?: Record<string, unknown>;
}

export interface PushRecord {
  tab: string;
  /** Date.now() when the request left the page. */
  start: number;
  /** Date.now() when it finished or failed (or the tab closed while it was held). */
  end?: number;
  mutations: PushMutation[];
  /** Held until the tab closed (see SyncTab.hold): the tab never got an answer. */
  held: boolean;
  /** The server's answer per mutation (when the tab received it). */
  answers?: { mutation_id: string; status: string; duplicate?: boolean }[];
}

export class SyncTab {
  readonly pushes: PushRecord[] = [];
  /**
   * While set, every push of this tab is held: 'after-server' lets it reach the server (applied,
   * answer withheld until the tab closes: a lost acknowledgement); 'before-server' keeps it from
   * the server and fails it as the tab closes (see close()).
   */
  hold: false | 'after-server' | 'before-server' = false;
  closedAt: number | null = null;
  private readonly byRequest = new Map<Request, PushRecord>();
  private heldListeners: ((record: PushRecord) => void)[] = [];
  private readonly closed: Promise<void>;
  private releaseUnsent: () => void = () => {};
  private readonly unsentReleased = new Promise<void>((resolve) => (this.releaseUnsent = resolve));

  private constructor(
    readonly name: string,
    readonly page: Page,
  ) {
    this.closed = new Promise((resolve) =>
      page.once('close', () => {
        this.closedAt = Date.now();
        for (const record of this.pushes) record.end ??= this.closedAt;
        resolve();
      }),
    );
  }

  /** Starts watching `page` (before it sends anything worth watching). */
  static async watch(name: string, page: Page, log: PushRecord[]): Promise<SyncTab> {
    const tab = new SyncTab(name, page);
    page.on('request', (request) => {
      if (!isPush(request)) return;
      const body = request.postDataJSON() as { p_mutations?: PushMutation[] } | null;
      const record: PushRecord = { tab: name, start: Date.now(), mutations: body?.p_mutations ?? [], held: false };
      tab.byRequest.set(request, record);
      tab.pushes.push(record);
      log.push(record);
    });
    page.on('requestfinished', async (request) => {
      const record = tab.byRequest.get(request);
      if (!record) return;
      record.end ??= Date.now();
      const response = await request.response().catch(() => null);
      const json = response && response.ok() ? await response.json().catch(() => null) : null;
      if (Array.isArray(json)) record.answers = json;
    });
    page.on('requestfailed', (request) => {
      const record = tab.byRequest.get(request);
      if (record) record.end ??= Date.now();
    });
    await page.route(SYNC_PUSH, (route) => tab.handle(route));
    return tab;
  }

  private async handle(route: Route): Promise<void> {
    const mode = this.hold;
    if (!mode) {
      await route.continue();
      return;
    }
    const record = this.byRequest.get(route.request());
    // 'after-server': the request reaches the server (which applies it and answers)…
    const response = mode === 'after-server' ? await route.fetch() : null;
    if (record) {
      record.held = true;
      for (const listener of this.heldListeners.splice(0)) listener(record);
    }
    if (response) {
      // …and its answer never comes back while the tab lives.
      await this.closed;
      await route.fulfill({ response }).catch(() => undefined);
    } else {
      // A request still paused when its tab closes is let through by Chromium; so it fails first.
      await this.unsentReleased;
      await route.abort('connectionreset').catch(() => undefined);
    }
  }

  /**
   * Closes the tab in the middle of its held push. In 'before-server' mode the held request fails
   * (a connection reset) right before the close, so it never reaches the server.
   */
  async close(): Promise<void> {
    if (this.hold === 'before-server') {
      this.releaseUnsent();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.page.close();
  }

  /** Resolves with the first push of this tab being held (in 'after-server' mode: once the server applied it). */
  nextHeldPush(): Promise<PushRecord> {
    const already = this.pushes.find((p) => p.held);
    if (already) return Promise.resolve(already);
    return new Promise((resolve) => this.heldListeners.push(resolve));
  }
}

function isPush(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/rest/v1/rpc/sync_push');
}

/** Pairs of pushes from different tabs whose [start, end] overlap (two tabs pushing at once). */
export function overlappingPushes(log: PushRecord[], now = Date.now()): [PushRecord, PushRecord][] {
  const overlaps: [PushRecord, PushRecord][] = [];
  for (let i = 0; i < log.length; i++) {
    for (let j = i + 1; j < log.length; j++) {
      const a = log[i];
      const b = log[j];
      if (a.tab === b.tab) continue;
      if (a.start < (b.end ?? now) && b.start < (a.end ?? now)) overlaps.push([a, b]);
    }
  }
  return overlaps;
}
