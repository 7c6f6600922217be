export declare function isWebPublicModule(file: string): boolean;
