import HerramientaNucleo

/// La orden del resumen de una clase: solo lee los results.json que se le dan, sin paquete ni Solutions/.
package enum OrdenesDeClase {
    package static let todas: [DefinicionDeOrden] = [
        DefinicionDeOrden("clase", ayuda: """
              clase CARPETA… [--html F]    el resumen de una clase (para instructores): lee el resultados.json (o
                     [--csv F]             results.json) de cada carpeta, una por alumno, y escribe una tabla
                                           Markdown; con --html, una página sin recursos externos; con --csv, las
                                           notas para un LMS (una fila por alumno, una columna por lección y el
                                           total). Sale con 0 aunque algún fichero no se lea (los nombra), 2 si no
                                           se lee ninguno
            """, opciones: ["--html", "--csv"], admiteRaiz: false) { argumentos throws(ErrorDeLaHerramienta) in
            if let opcion = argumentos.resto.first(where: { $0.hasPrefix("-") }) { throw .uso("«clase» no admite la opción \(opcion).") }
            guard !argumentos.resto.isEmpty else {
                throw .uso("A «clase» le faltan las carpetas de las entregas, una por alumno, p. ej. «clase entregas/*».")
            }
            var clase = Clase(carpetas: argumentos.resto, html: argumentos.valores["--html"])
            clase.csv = argumentos.valores["--csv"]
            return clase
        },
    ]
}

extension OrdenesDeClase {
    package struct Clase: Orden, Equatable {
        package let carpetas: [String]  // el results.json de cada entrega: una carpeta por alumno
        package let html: String?
        package var csv: String? = nil   // las notas para el LMS

        package func ejecutar(en contexto: ContextoDeLaOrden) throws(ErrorDeLaHerramienta) -> Int32 {
            var orden = OrdenDeClase(rutas: carpetas, html: html, directorio: contexto.directorio, consola: contexto.consola)
            orden.csv = csv
            return try orden.ejecutar()
        }
    }
}
