import HerramientaNucleo

/// Una región de un paso: su esqueleto, tal como lo escribe el generador en Exercises/, frente a su
/// solución en Solutions/, con la línea donde empieza cada uno. Lo que enseña `marcador diferencias`.
struct DiferenciaDeRegion: Equatable {
    let paso: String
    let fichero: String             // relativo a Exercises/ y a Solutions/
    let lineaEnExercises: Int       // la primera línea del esqueleto, desde 1
    let lineaEnSolutions: Int       // la primera línea de la solución, desde 1
    let esqueleto: [String]
    let solucion: [String]

    /// Las regiones del paso, fichero a fichero y, en cada fichero, en orden.
    static func de(_ paso: Paso, en generacion: Generacion) -> [DiferenciaDeRegion] {
        paso.ficheros.flatMap { fichero -> [DiferenciaDeRegion] in
            let suyas = (generacion.regiones[fichero] ?? []).filter { $0.paso == paso.id }
            let generado = generacion.ficheros[fichero].flatMap(Texto.lineas) ?? []
            let enExercises = LecturaDeEjercicio(lineas: generado).regiones.filter { $0.paso == paso.id }
            return zip(suyas, enExercises).map { region, ejercicio in
                DiferenciaDeRegion(
                    paso: paso.id, fichero: fichero,
                    lineaEnExercises: ejercicio.cuerpo(en: generado).startIndex + 1, lineaEnSolutions: region.inicio + 2,
                    esqueleto: region.esqueleto, solucion: region.solucion
                )
            }
        }
    }

    var lineas: [ComparacionDeLineas.Linea] { ComparacionDeLineas.comparar(esqueleto, solucion) }

    /// Cuántas líneas de código escribe quien aprende: las de la solución que no están en el esqueleto, sin
    /// las que solo son comentario o están en blanco (un comentario de la solución no lo escribe nadie).
    var lineasQueEscribir: Int {
        let conCodigo = Self.lineasConCodigo(solucion)
        var enLaSolucion = 0
        var cuantas = 0
        for linea in lineas {
            switch linea {
            case .quitada: continue
            case .igual: break
            case .puesta: if conCodigo.contains(enLaSolucion) { cuantas += 1 }
            }
            enLaSolucion += 1
        }
        return cuantas
    }

    /// Cuántas `@Test` tiene la solución (una parametrizada cuenta como una): las que escribe quien aprende
    /// en un paso de pruebas, cuyo esqueleto no trae ninguna.
    var pruebasDeLaSolucion: Int {
        solucion.count { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("@Test") }
    }

    /// Los índices de las líneas con alguna pieza de Swift: las que no están en blanco ni son solo
    /// comentario. Una cadena de varias líneas las cubre todas.
    static func lineasConCodigo(_ lineas: [String]) -> Set<Int> {
        var conCodigo: Set<Int> = []
        for pieza in TroceadorSwift.piezas(de: lineas.joined(separator: "\n")) {
            let saltos = pieza.texto.count { $0 == "\n" }
            conCodigo.formUnion((pieza.linea - 1)...(pieza.linea - 1 + saltos))
        }
        return conCodigo
    }

    /// La cabecera del trozo de `diff -u`, con el paso donde `diff -p` pondría la función.
    var cabecera: String {
        "@@ -\(Self.rango(lineaEnExercises, esqueleto.count)) +\(Self.rango(lineaEnSolutions, solucion.count)) @@ \(paso)"
    }

    /// «12,5»; vacío, la línea de antes y 0, como `diff -u`.
    private static func rango(_ inicio: Int, _ cuantas: Int) -> String {
        cuantas == 0 ? "\(inicio - 1),0" : "\(inicio),\(cuantas)"
    }
}
