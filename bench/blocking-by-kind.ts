// What a Lighthouse run's blocking time is made of, by kind of main-thread work (Lighthouse's own task groups:
// HTML parsing, style and layout, paint, script compiling, script running, garbage collection, other). The
// simulated blocking time itself comes from Lighthouse's graph of the page's requests and tasks, which moves
// from run to run; this is read off the run's trace the way it counts: every top-level task after the first
// paint, its length times the run's CPU slowdown, past 50 ms, shared among its kinds of work by their own time in it.
// 'on CPU' counts the same tasks by the time the main thread actually ran (the trace's thread time): on these
// shared 2-core machines a task's length is often mostly time the thread waited for a core (a 22 ms task that ran
// 0.2 ms), which Lighthouse multiplies by 4 all the same; this column is the page's own work, the machine's left out.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { taskGroups, type TaskGroupIds } from 'lighthouse/core/lib/tracehouse/task-groups.js';

type Trace = Parameters<typeof TraceProcessor.processTrace>[0];
type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

/** A long task is one past 50 ms at the CPU speed the run simulates. */
const LONG_TASK_MS = 50;

export type BlockingByKind = Record<TaskGroupIds | 'total' | 'on CPU', number>;

/** The own time of each kind of work in a task and the tasks it ran. */
function timeByKind(task: TaskNode, into: Map<TaskGroupIds, number> = new Map()): Map<TaskGroupIds, number> {
  into.set(task.group.id, (into.get(task.group.id) ?? 0) + task.selfTime);
  for (const child of task.children) timeByKind(child, into);
  return into;
}

/** The time the task's thread ran, in ms (trace events carry it as `tdur`, in microseconds); its length without. */
function threadTime(task: TaskNode): number {
  const threadDuration = (task.event as { tdur?: number }).tdur;
  return threadDuration === undefined ? task.duration : threadDuration / 1000;
}

/** `cpuSlowdown`: the run's own multiplier (its `configSettings.throttling.cpuSlowdownMultiplier`, 4 on mobile). */
export function blockingByKind(trace: Trace, cpuSlowdown: number): BlockingByKind {
  const processed = TraceProcessor.processTrace(trace);
  const firstPaint = TraceProcessor.processNavigation(processed).timings.firstContentfulPaint;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const result = Object.fromEntries(
    [...Object.keys(taskGroups), 'total', 'on CPU'].map((kind) => [kind, 0]),
  ) as BlockingByKind;
  for (const task of tasks) {
    if (task.parent || task.startTime < firstPaint) continue;
    result['on CPU'] += Math.max(0, threadTime(task) * cpuSlowdown - LONG_TASK_MS);
    const blocking = task.duration * cpuSlowdown - LONG_TASK_MS;
    if (blocking <= 0) continue;
    for (const [kind, time] of timeByKind(task)) result[kind] += (blocking * time) / task.duration;
    result.total += blocking;
  }
  for (const kind of Object.keys(result) as (keyof BlockingByKind)[]) result[kind] = Math.round(result[kind]);
  return result;
}
