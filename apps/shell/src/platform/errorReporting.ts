type ErrorSink = (error: unknown) => void;

const sinks: ErrorSink[] = [];

/** Monitoring registers here once started; until then errors only reach the console. */
export function addErrorSink(sink: ErrorSink): void {
  sinks.push(sink);
}

/** Uncaught and boundary errors: always to the console, and to monitoring when it runs. */
export function reportError(error: unknown): void {
  console.error(error);
  for (const sink of sinks) {
    try {
      sink(error);
    } catch (sinkError) {
      console.error(sinkError);
    }
  }
}
