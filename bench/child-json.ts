/**
 * The bench's loads run as processes of their own (so their work is not the server's CPU time):
 * `runJsonChild(script, args)` runs `node --import tsx <script> ...args` (or `node <script>` for plain
 * JavaScript) and reads the JSON its standard output holds once it exits.
 */
import { execFile } from "node:child_process";

export function runJsonChild<T>(script: string, args: string[]): Promise<T> {
  const node = script.endsWith(".ts") ? ["--import", "tsx", script] : [script];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...node, ...args], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(error);
      else {
        try {
          resolve(JSON.parse(stdout) as T);
        } catch (cause) {
          reject(new Error(`${script} printed no JSON result`, { cause }));
        }
      }
    });
  });
}
