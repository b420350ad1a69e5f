/** A random source that gives `sequence` in order, then fails the test if asked for more. */
export function sequenceDraw(sequence: string[]): () => string {
  let next = 0;
  return () => {
    if (next >= sequence.length) throw new Error('the draw was asked for more values than the test planned');
    return sequence[(next += 1) - 1];
  };
}
