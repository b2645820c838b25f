import Testing

// El ejecutable de las pruebas de un paso en Linux (ver Package.swift, «Lo que compila `comprobar`»): las
// suites del paso van enlazadas como bibliotecas, y Swift Testing las encuentra y las ejecuta con los mismos
// argumentos que el binario de `swift test`.
await Testing.__swiftPMEntryPoint() as Never
