/**
 * Runs `run` while the page's uncaught errors are caught (not failing the test) and collected
 * into the array it is given.
 */
export async function withPageErrors(run: (errors: unknown[]) => Promise<void>): Promise<void> {
  const errors: unknown[] = [];
  const onerror = window.onerror;
  window.onerror = (_message, _source, _line, _column, error) => {
    errors.push(error);
    return true;
  };
  try {
    await run(errors);
  } finally {
    window.onerror = onerror;
  }
}
