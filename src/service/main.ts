// placeholder: replaced by the service implementation
console.log('service not built yet');
