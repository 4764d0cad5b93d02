/**
 * The one results table of `npm run bench`: a row per figure with its goal and whether it is met,
 * printed with console.table and written as Markdown for docs/performance.md to include.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';

export interface Row {
  section: string;
  measured: string;
  'value(s)': string;
  goal: string;
  met: string;
}

export class Report {
  readonly rows: Row[] = [];
  private readonly order: readonly string[];

  constructor(sections: readonly string[]) {
    this.order = sections;
  }

  /** A figure; `met` undefined when it has no goal, `why` the figures that missed it. */
  add(section: string, measured: string, value: string, goal = '', met?: boolean, why?: string) {
    const verdict = met === undefined ? '' : met ? 'yes' : why ? `NO (${why})` : 'NO';
    this.rows.push({ section, measured, 'value(s)': value, goal, met: verdict });
  }

  skip(section: string, measured: string, reason: string, goal = '') {
    this.rows.push({ section, measured, 'value(s)': `skipped: ${reason}`, goal, met: '' });
  }

  /** Rows in the sections' order, each section's rows as they were added. */
  sorted(): Row[] {
    const rank = (row: Row) => {
      const index = this.order.indexOf(row.section);
      return index === -1 ? this.order.length : index;
    };
    return this.rows
      .map((row, i) => ({ row, i }))
      .sort((a, b) => rank(a.row) - rank(b.row) || a.i - b.i)
      .map((e) => e.row);
  }

  print() {
    console.table(this.sorted());
  }

  /** Writes the table as Markdown, headed by when, where and how it was measured. */
  async write(file: string, command: string, startLoad: number[]) {
    const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
    const columns: Array<keyof Row> = ['section', 'measured', 'value(s)', 'goal', 'met'];
    const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');
    const lines = [
      '# Benchmark results',
      '',
      `- date: ${new Date().toISOString()}`,
      `- machine: ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), load average (1/5/15 min) ${load(startLoad)} at the start, ${load(loadavg())} at the end`,
      `- node ${process.version}`,
      `- command: \`${command}\``,
      '',
      `| ${columns.join(' | ')} |`,
      `| ${columns.map(() => '---').join(' | ')} |`,
      ...this.sorted().map((row) => `| ${columns.map((c) => cell(row[c])).join(' | ')} |`),
      '',
    ];
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, lines.join('\n'));
  }
}

/** 12,345 */
export const count = (n: number) => Math.round(n).toLocaleString('en-US');
