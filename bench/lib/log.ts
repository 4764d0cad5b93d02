/** A line of progress on stdout, marked as the benchmark's. */
export const log = (message: string) => console.log(`bench: ${message}`);
