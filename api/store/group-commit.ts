/**
 * Group commit (issue 28 §6): the items that arrive in the same turn of the event loop, or while the
 * previous group is being written, are written together by one `write` call (one transaction), and
 * each caller's promise settles only once that write has committed, so an answer still means the row
 * is stored. A group that fails is written again item by item, so a bad item fails only its own
 * caller and never takes a good one down with it. Groups are written one at a time, in arrival order.
 */
interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

/** The most items one write takes (keeps a statement's parameters well below both engines' limits). */
export const MAX_GROUP = 100;

export class GroupCommit<In, Out> {
  private queue: Waiting<In, Out>[] = [];
  private running = false;

  /** `write` stores every input in one transaction and returns one output per input, in order. */
  constructor(
    private readonly write: (inputs: In[]) => Promise<Out[]>,
    private readonly maxGroup = MAX_GROUP,
  ) {}

  add(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length) {
        const group = this.queue.splice(0, this.maxGroup);
        const outputs = await this.write(group.map((item) => item.input)).catch((error: unknown) => ({ error }));
        if (Array.isArray(outputs) && outputs.length === group.length) {
          group.forEach((item, i) => item.resolve(outputs[i]));
        } else if (group.length === 1) {
          group[0].reject("error" in outputs ? outputs.error : new Error("the write returned no row"));
        } else {
          for (const item of group) {
            await this.write([item.input]).then(
              ([output]) => (output === undefined ? item.reject(new Error("the write returned no row")) : item.resolve(output)),
              item.reject,
            );
          }
        }
      }
    } finally {
      this.running = false;
    }
  }
}
