await import('#server/app.ts'); console.log('ok')
