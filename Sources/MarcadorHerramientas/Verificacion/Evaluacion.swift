/// Lo que `verificar` concluye de las dos ejecuciones de `swift test`. No lanza nada: se prueba
/// con ejecuciones fabricadas.
struct Evaluacion {
    /// Una fila de la tabla de pasos.
    struct Fila: Equatable {
        let paso: String
        let tipo: TipoDePaso
        let pruebas: Int
        let fallanConElEsqueleto: Int
        let pasanConLaSolucion: Int
    }

    private(set) var delCatalogo: [String] = []
    private(set) var conLasSoluciones: [String] = []
    private(set) var conLosEsqueletos: [String] = []
    private(set) var filas: [Fila] = []
    private(set) var pruebasBase = 0

    var problemas: Int { delCatalogo.count + conLasSoluciones.count + conLosEsqueletos.count }

    /// Cada ejecución es nil si su árbol no compila.
    init(catalogo: Catalogo, soluciones: EjecucionDePruebas?, esqueletos: EjecucionDePruebas?) {
        let ids = Set(soluciones?.ids ?? []).union(esqueletos?.ids ?? [])
        if let soluciones {
            if soluciones.estados.isEmpty { conLasSoluciones.append("no se ha ejecutado ninguna prueba") }
            if !soluciones.terminada { conLasSoluciones.append("el proceso de pruebas no terminó: un crash, o el límite de tiempo") }
            for id in soluciones.ids where soluciones.estados[id] != .pasa {
                conLasSoluciones.append("\(id) \(Self.describir(soluciones.estados[id]))")
            }
        } else {
            conLasSoluciones.append("Solutions/ no compila (arriba, los errores)")
        }
        if let esqueletos {
            if !esqueletos.terminada {
                conLosEsqueletos.append("el proceso de pruebas no terminó: un esqueleto que revienta, o el límite de tiempo")
            }
        } else {
            conLosEsqueletos.append("Exercises/ no compila (arriba, los errores)")
        }
        for id in ids.sorted() {
            switch catalogo.pertenencia(deLaPrueba: id) {
            case .sinClasificar:
                delCatalogo.append("\(id) no es de ningún paso ni de las suites base: añádela al catálogo")
            case .base:
                pruebasBase += 1
                if let esqueletos, esqueletos.estados[id] != .pasa {
                    conLosEsqueletos.append("\(id) es del código base y con los esqueletos \(Self.describir(esqueletos.estados[id]))")
                }
            case let .paso(paso) where catalogo.paso(paso)?.tipo == .arquitectura:
                // Un esqueleto no es una infracción: las reglas pasan también con él.
                if let esqueletos, esqueletos.estados[id] != .pasa {
                    conLosEsqueletos.append("\(id) es una regla de arquitectura y con los esqueletos \(Self.describir(esqueletos.estados[id]))")
                }
            case let .paso(paso) where catalogo.paso(paso)?.tipo == .pruebas:
                // Las pruebas de quien aprende: su esqueleto no trae ninguna, o trae alguna que falla; se miden
                // con fallos sembrados (verificar, [4/5]).
                if let esqueletos, let estado = esqueletos.estados[id], !Self.falla(estado) {
                    conLosEsqueletos.append("\(id) es de un paso de pruebas y con su esqueleto \(Self.describir(estado))")
                }
            case .paso:
                if let esqueletos, !Self.falla(esqueletos.estados[id]) {
                    conLosEsqueletos.append("\(id) es de un ejercicio y con su esqueleto \(Self.describir(esqueletos.estados[id]))")
                }
            }
        }
        // Una suite del catálogo sin pruebas suele ser un nombre cambiado: nunca se daría por buena.
        let prefijos = catalogo.pasos.flatMap { paso in paso.suites.map { ($0, "del paso \(paso.id)") } }
            + catalogo.suitesBase.map { ($0, "base") }
        for (prefijo, deQuien) in prefijos where !ids.contains(where: { Catalogo.encaja($0, en: prefijo) }) {
            delCatalogo.append("la suite \(prefijo) (\(deQuien)) no tiene ninguna prueba: ¿ha cambiado de nombre?")
        }
        filas = catalogo.pasos.map { paso in
            let suyas = ids.filter { catalogo.pertenencia(deLaPrueba: $0) == .paso(paso.id) }
            return Fila(
                paso: paso.id, tipo: paso.tipo, pruebas: suyas.count,
                fallanConElEsqueleto: suyas.count { Self.falla(esqueletos?.estados[$0]) },
                pasanConLaSolucion: suyas.count { soluciones?.estados[$0] == .pasa }
            )
        }
    }

    private static func falla(_ estado: EstadoDePrueba?) -> Bool {
        if case .falla = estado { true } else { false }
    }

    private static func describir(_ estado: EstadoDePrueba?) -> String {
        switch estado {
        case .pasa: "pasa"
        case let .falla(mensajes): "falla: " + (mensajes.first ?? "")
        case .omitida: "está omitida"
        case .sinTerminar: "no terminó"
        case nil: "no se ejecutó"
        }
    }
}
