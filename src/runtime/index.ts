// placeholder: replaced by the runtime implementation
export {};
