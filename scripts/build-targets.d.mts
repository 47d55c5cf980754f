export interface BuildTarget {
  name: string;
  built: string;
  sources: string[];
  command: string;
}
export declare const BUILD_TARGETS: BuildTarget[];
export declare const SERVER_TARGET: BuildTarget;
export declare function needsBuild(target: BuildTarget, root?: string): boolean;
