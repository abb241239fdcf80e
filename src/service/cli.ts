// placeholder
console.log('cli not built yet');
