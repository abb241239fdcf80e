// placeholder: replaced by the embed implementation
export {};
