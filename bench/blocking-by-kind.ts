// What a Lighthouse run's blocking time is made of, by kind of main-thread work (Lighthouse's own task groups:
// HTML parsing, style and layout, paint, script compiling, script running, garbage collection, other). The
// simulated blocking time itself comes from Lighthouse's graph of the page's requests and tasks, which moves
// from run to run; this is read off the run's trace the way it counts: every top-level task after the first
// paint, its length times the CPU slowdown, past 50 ms, shared among its kinds of work by their own time in it.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import type { TaskGroupIds } from 'lighthouse/core/lib/tracehouse/task-groups.js';

type Trace = Parameters<typeof TraceProcessor.processTrace>[0];
type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

/** Lighthouse's mobile test slows the CPU 4x; a long task is one past 50 ms at that speed. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export type BlockingByKind = Record<TaskGroupIds | 'total', number>;

/** The own time of each kind of work in a task and the tasks it ran. */
function timeByKind(task: TaskNode, into: Map<TaskGroupIds, number> = new Map()): Map<TaskGroupIds, number> {
  into.set(task.group.id, (into.get(task.group.id) ?? 0) + task.selfTime);
  for (const child of task.children) timeByKind(child, into);
  return into;
}

export function blockingByKind(trace: Trace): BlockingByKind {
  const processed = TraceProcessor.processTrace(trace);
  const firstPaint = TraceProcessor.processNavigation(processed).timings.firstContentfulPaint;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const result: BlockingByKind = {
    parseHTML: 0,
    styleLayout: 0,
    paintCompositeRender: 0,
    scriptParseCompile: 0,
    scriptEvaluation: 0,
    garbageCollection: 0,
    other: 0,
    total: 0,
  };
  for (const task of tasks) {
    const blocking = task.duration * CPU_SLOWDOWN - LONG_TASK_MS;
    if (task.parent || task.startTime < firstPaint || blocking <= 0) continue;
    for (const [kind, time] of timeByKind(task)) result[kind] += (blocking * time) / task.duration;
    result.total += blocking;
  }
  for (const kind of Object.keys(result) as (keyof BlockingByKind)[]) result[kind] = Math.round(result[kind]);
  return result;
}
