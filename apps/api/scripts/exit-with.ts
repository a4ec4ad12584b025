/** Ends a command with the exit code its run answered, or 1 (after printing it) when it threw. */
export function exitWith(run: Promise<number>): void {
  run.then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
