export declare const PERFORMANCE_DOC: string;
export declare function writeDocSection(name: string, markdown: string, file?: string): void;
