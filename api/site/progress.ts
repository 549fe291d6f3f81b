/**
 * A build's log as the Site screen shows it: the last 200 lines, the step Gatsby is on (read from the
 * steps it reports done), and the build's own error when it fails.
 */
export const LOG_LINES = 200;

/**
 * Gatsby reports a step when it ends ("success Building production JavaScript and CSS bundles - 17s");
 * the step that follows each is what it is doing now.
 */
const NEXT_STEP: [RegExp, string][] = [
  [/^success onPreBootstrap/, "Reading the content"],
  [/^success source and transform nodes/, "Building the data schema and pages"],
  [/^info bootstrap finished/, "Building JavaScript and CSS bundles"],
  [/^success Building production JavaScript and CSS bundles/, "Building the HTML renderer"],
  [/^success Building HTML renderer/, "Running page queries"],
  [/^success run queries/, "Processing images"],
  [/IMAGE_PROCESSING jobs/, "Writing page data"],
  [/^success Writing page-data/, "Writing HTML pages"],
  [/^success Building static HTML/, "Finishing"],
  [/^success onPostBuild/, "Finishing"],
];

export class BuildLog {
  private readonly lines: string[] = [];
  step = "Starting Gatsby";

  constructor(private readonly max = LOG_LINES) {}

  add(line: string): void {
    this.lines.push(line);
    if (this.lines.length > this.max) this.lines.splice(0, this.lines.length - this.max);
    const next = NEXT_STEP.find(([pattern]) => pattern.test(line.trim()));
    if (next) this.step = next[1];
    else if (/^success compile gatsby files/.test(line)) this.step = "Loading the configuration and plugins";
  }

  text(): string {
    return this.lines.join("\n");
  }
}

/** Appends lines to a stored log, keeping the last `max`. */
export function appendLog(log: string, more: string, max = LOG_LINES): string {
  const lines = [...(log ? log.split("\n") : []), ...more.split("\n").filter(Boolean)];
  return lines.slice(-max).join("\n");
}

/**
 * The build's own error, from its log: Gatsby's ERROR block (for a data file, the validator's lines
 * naming file, entry, field and fix), or else the last lines before it stopped.
 */
export function buildError(log: string, exitCode: number | null): string {
  const lines = log.split("\n");
  const start = lines.findIndex((line) => /^\s*ERROR\b/.test(line));
  const ended = exitCode === null ? "gatsby build was stopped" : `gatsby build failed (exit code ${exitCode})`;
  if (start < 0) return `${ended}:\n${lines.slice(-10).join("\n")}`.trim();
  const block: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\s*(at |not finished|- .*\.js:\d+)/.test(line) && block.length > 0) break;
    block.push(line);
    if (block.length >= 30) break;
  }
  const text = block.join("\n").trim();
  return text ? text : `${ended}: ${lines[start].trim()}`;
}
