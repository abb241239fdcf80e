import { isDeepStrictEqual } from 'node:util';
import { type Call, runTemplate } from './sandbox.ts';

/** One scenario of the template's `___TESTS___` section. */
export interface Scenario {
  name: string;
  code: string;
}

/**
 * The `___TESTS___` section's scenarios and setup. GTM writes it as YAML; the template keeps to the one shape
 * GTM's editor produces (`- name:`, `code: |-` blocks, `setup: |-`), which is all this reads.
 */
export function testsOf(section: string): { scenarios: Scenario[]; setup: string } {
  const scenarios: Scenario[] = [];
  let setup = '';
  let block: string[] | null = null;
  let indent = '';
  const close = () => {
    const text = (block ?? []).join('\n');
    if (indent === '    ') scenarios.at(-1)!.code = text;
    else if (indent === '  ') setup = text;
    block = null;
  };
  for (const line of section.split('\n')) {
    if (block && (line.startsWith(indent) || line.trim() === '')) {
      block.push(line.slice(indent.length));
      continue;
    }
    close();
    const name = /^- name: (.+)$/.exec(line);
    if (name) scenarios.push({ name: name[1]!, code: '' });
    else if (line === '  code: |-') [block, indent] = [[], '    '];
    else if (line === 'setup: |-') [block, indent] = [[], '  '];
    else if (line.trim() !== '' && line !== 'scenarios:') throw new Error(`___TESTS___: cannot read "${line}"`);
  }
  close();
  return { scenarios, setup };
}

/**
 * Runs one scenario as GTM's test runner would: its setup, then its code, with `runCode`, `mock`, `assertApi`,
 * `assertThat` and `fail`. An assertion that does not hold throws, naming the API and the calls it saw.
 */
export function runScenario(code: string, setup: string, scenario: Scenario, allowedUrl: (url: string) => boolean) {
  const mocks: Record<string, unknown> = {};
  let calls: Call[] = [];
  const callsOf = (api: string) => calls.filter((c) => c[0] === api).map((c) => c.slice(1));
  const failing = (api: string, what: string) =>
    new Error(`${scenario.name}: ${api} ${what}; its calls: ${JSON.stringify(callsOf(api))}`);
  const api = {
    runCode: (data: Record<string, unknown>) => {
      calls = runTemplate(code, data, allowedUrl, mocks).calls;
    },
    mock: (name: string, value: unknown) => {
      mocks[name] = value;
    },
    assertApi: (name: string) => ({
      wasCalled: () => {
        if (callsOf(name).length === 0) throw failing(name, 'was not called');
      },
      wasNotCalled: () => {
        if (callsOf(name).length > 0) throw failing(name, 'was called');
      },
      wasCalledWith: (...args: unknown[]) => {
        if (!callsOf(name).some((c) => isDeepStrictEqual(c, args)))
          throw failing(name, `was not called with ${JSON.stringify(args)}`);
      },
    }),
    assertThat: (actual: unknown) => ({
      isEqualTo: (expected: unknown) => {
        if (!isDeepStrictEqual(actual, expected))
          throw new Error(`${scenario.name}: ${JSON.stringify(actual)} is not ${JSON.stringify(expected)}`);
      },
    }),
    fail: (message: string) => {
      throw new Error(`${scenario.name}: ${message}`);
    },
  };
  new Function(...Object.keys(api), `${setup}\n${scenario.code}`)(...Object.values(api));
}
