import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run for minutes start first. Vitest runs the files it has no timings for (every file of a fresh
 * clone, as in CI) by size, project after project; the soak's one-minute run (about 160 s with its start-up and
 * checks) then began 158 s into a 320-s run, and for its last 140 s nothing else was left to run beside it.
 */
const LONG_FILES = ['scripts/soak/soak.test.ts'];

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONG_FILES.some((name) => file.moduleId.endsWith(`/${name}`));
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}
