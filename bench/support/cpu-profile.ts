import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

// Where the CPU goes while a piece of a benchmark runs: V8's sampling profiler over just that piece, summarised by
// owner (a package, a server module, Node itself, the garbage collector, idle), and saved for Chrome's profiler.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileShare {
  owner: string;
  ms: number;
  share: number;
}

export async function profileWhile<T>(work: () => Promise<T>, savePath?: string): Promise<{ value: T; shares: ProfileShare[]; topFunctions: ProfileShare[] }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const value = await work();
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  session.disconnect();
  if (savePath) await writeFile(savePath, JSON.stringify(profile));

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    total += ms;
    const owner = ownerOf(frame.url, frame.functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${owner}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  const rank = (entries: Map<string, number>) =>
    [...entries].map(([owner, ms]) => ({ owner, ms, share: ms / total })).sort((a, b) => b.ms - a.ms);
  return { value, shares: rank(byOwner), topFunctions: rank(byFunction).slice(0, 15) };
}

function ownerOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (packageName) return packageName;
  const serverModule = /\/server\/([^/]+)\//.exec(url)?.[1];
  if (serverModule) return `server/${serverModule}`;
  if (url.startsWith('node:')) return 'node';
  return url.replace(/^file:\/\/.*\/work\/[^/]+\//, '').replace(/^file:\/\//, '');
}

export function printProfile(title: string, shares: ProfileShare[], topFunctions: ProfileShare[]): void {
  console.log(`\n${title}: CPU by owner (self time)`);
  console.table(shares.slice(0, 14).map(({ owner, ms, share }) => ({ owner, ms: ms.toFixed(0), '%': (share * 100).toFixed(1) })));
  console.log('hottest functions');
  console.table(topFunctions.map(({ owner, ms, share }) => ({ function: owner, ms: ms.toFixed(0), '%': (share * 100).toFixed(1) })));
}
