import type { FormDefinition } from "@genbagura/forms";
import { StoreUnavailableError } from "../../platform/storage/storeGate";
import type { Lead, LeadStore, OutboxEntry } from "./leadStore";

export interface Backoff {
  /** Wait after the first failure; doubles with each further failure. */
  baseMs: number;
  maxMs: number;
}

export interface OutboxDelivery {
  store: LeadStore;
  /** The CRM's endpoint; each lead is POSTed there as JSON. */
  webhookUrl: string;
  /** Attempts before giving up on a lead (it stays stored and exportable). Default: 12. */
  maxAttempts?: number;
  /** Default: 30 s doubling up to 1 h. */
  backoff?: Backoff;
  /** Leads handled per run. Default: 20. */
  batchSize?: number;
  /**
   * How long to wait for the CRM. Default: 60 s, for CRMs that are slow under load: a lead whose answer is
   * merely late is not sent again. Must be shorter than the store's claim lease, so no other worker
   * claims the lead while it is still being posted.
   */
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** The site's form of a lead (its label and test mark); a lead of a form no longer declared has neither. */
  formOf?: (formId: string) => FormDefinition | undefined;
}

export interface OutboxWorkerOptions extends Omit<OutboxDelivery, "webhookUrl"> {
  /** Unset or empty: no worker runs and leads simply stay stored. */
  webhookUrl: string | undefined;
  /** Pause between runs. Default: 5 s. */
  intervalMs?: number;
}

export interface OutboxWorker {
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 3_600_000 };

/** Delay before the next attempt after `failures` failed ones (1, 2, ...). */
export function retryDelayMs(failures: number, backoff: Backoff): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));
}

/** The JSON the CRM receives. */
export function webhookPayload(lead: Lead, form: FormDefinition | undefined) {
  return {
    id: lead.id,
    formId: lead.formId,
    formLabel: form?.label ?? lead.formId,
    // A test page's lead still travels the whole pipeline, marked so the CRM can keep it out of sales.
    test: form?.test === true,
    receivedAt: new Date(lead.receivedAt).toISOString(),
    data: lead.data,
  };
}

async function post(entry: OutboxEntry, delivery: OutboxDelivery): Promise<void> {
  const send = delivery.fetch ?? fetch;
  const response = await send(delivery.webhookUrl, {
    method: "POST",
    // The lead id lets the CRM drop a duplicate: delivery is at least once.
    headers: { "Content-Type": "application/json", "Idempotency-Key": entry.lead.id },
    body: JSON.stringify(webhookPayload(entry.lead, delivery.formOf?.(entry.lead.formId))),
    signal: AbortSignal.timeout(delivery.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/** A request that can outlive its claim would let a second worker post the same lead alongside it. */
function checkTimeoutFitsLease(delivery: OutboxDelivery): void {
  const timeoutMs = delivery.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  if (timeoutMs >= delivery.store.claimLeaseMs) {
    throw new Error(
      `Outbox request timeout (${timeoutMs} ms) must be shorter than the store's claim lease (${delivery.store.claimLeaseMs} ms)`,
    );
  }
}

/**
 * One pass over the due outbox entries. Entries are claimed one at a time, right before each is posted,
 * so every post runs inside its own lease (a batch claimed at once would see the last leases run out
 * while the first posts were still waiting for a slow CRM).
 */
export async function deliverDueLeads(delivery: OutboxDelivery): Promise<DeliveryReport> {
  checkTimeoutFitsLease(delivery);
  const now = delivery.now ?? Date.now;
  const maxAttempts = delivery.maxAttempts ?? 12;
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  // Only what was due when the pass began: a lead that fails now waits for its backoff, not the next claim.
  const passStartedAt = now();
  for (let handled = 0; handled < (delivery.batchSize ?? 20); handled += 1) {
    // Leased from the real time of the claim, so a long pass never hands out leases that already ran out.
    const [entry] = await delivery.store.claimDue(now(), 1, passStartedAt);
    if (!entry) break;
    try {
      await post(entry, delivery);
      await delivery.store.markDelivered(entry.lead.id, now());
      report.delivered += 1;
    } catch (error) {
      const failures = entry.attempts + 1;
      const giveUp = failures >= maxAttempts;
      const nextAttemptAt = giveUp
        ? null
        : now() + retryDelayMs(failures, delivery.backoff ?? DEFAULT_BACKOFF);
      const reason = error instanceof Error ? error.message : String(error);
      await delivery.store.markFailed(entry.lead.id, nextAttemptAt, reason);
      if (giveUp) {
        console.error(
          `Lead ${entry.lead.id} not forwarded after ${failures} attempts: ${reason}. Re-send with: npm run leads:outbox -- resend ${entry.lead.id}`,
        );
      }
      report.failed += 1;
    }
  }
  return report;
}

/**
 * Polls the outbox and forwards due leads. The first run starts at once, which also picks up
 * leads left pending by a previous process.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker | undefined {
  const { webhookUrl, intervalMs = 5_000, ...rest } = options;
  if (!webhookUrl) return undefined;
  const delivery: OutboxDelivery = { ...rest, webhookUrl };
  // At start-up, not on the first run: a misconfiguration stops the server instead of logging every 5 s.
  checkTimeoutFitsLease(delivery);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let run: Promise<void> | undefined;

  const tick = (): void => {
    run = deliverDueLeads(delivery)
      .then(() => undefined)
      .catch((error: unknown) => {
        // A store that cannot be opened is logged once by its gate; the next run tries again.
        if (!(error instanceof StoreUnavailableError)) console.error("Outbox run failed", error);
      })
      .finally(() => {
        run = undefined;
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  timer = setTimeout(tick, 0).unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await run;
    },
  };
}
