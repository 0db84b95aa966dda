// What ends `pnpm remote` early, and with which exit code: 2 for a wrong command line, 1 for the rest.

/** A failure to tell the developer in one or more lines (exit 1). */
export class CliError extends Error {
  exitCode = 1;
}

/** Arguments the command does not take (exit 2, with the usage text). */
export class UsageError extends CliError {
  exitCode = 2;
}

/** The portal refused: its `{ code, message, fieldErrors? }` answer, told as it is (exit 1). */
export class RefusedError extends CliError {
  constructor(status, body) {
    const fields = Object.entries(body.fieldErrors ?? {}).map(
      ([field, texts]) => `  ${field}: ${[].concat(texts).join(' ')}`,
    );
    super([`${body.message} (${body.code ?? 'error'}, HTTP ${status})`, ...fields].join('\n'));
    this.status = status;
    this.code = body.code;
  }
}
