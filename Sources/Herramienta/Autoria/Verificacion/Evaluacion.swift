import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// Lo que `verificar` concluye de las dos ejecuciones de `swift test`. No lanza nada: se prueba
/// con ejecuciones fabricadas. Cada problema sale una sola vez: una prueba del código base que falla
/// con los dos árboles es un problema, no dos.
struct Evaluacion {
    /// Una fila de la tabla de pasos.
    struct Fila: Equatable {
        let paso: String
        let tipo: TipoDePaso
        let pruebas: Int
        let fallanConElEsqueleto: Int
        let pasanConLaSolucion: Int
    }

    private(set) var delCatalogo: [ProblemaDeVerificacion] = []
    private(set) var conLasSoluciones: [ProblemaDeVerificacion] = []
    private(set) var conLosEsqueletos: [ProblemaDeVerificacion] = []
    private(set) var filas: [Fila] = []
    private(set) var pruebasBase = 0

    var problemas: Int { delCatalogo.count + conLasSoluciones.count + conLosEsqueletos.count }

    private let catalogo: Catalogo
    private let raiz: URL?      // para dar las rutas de las incidencias desde la raíz del kit

    /// Cada ejecución es nil si su árbol no compila.
    init(catalogo: Catalogo, soluciones: EjecucionDePruebas?, esqueletos: EjecucionDePruebas?, raiz: URL? = nil) {
        self.catalogo = catalogo
        self.raiz = raiz
        let ids = Set(soluciones?.ids ?? []).union(esqueletos?.ids ?? [])
        if let soluciones {
            if soluciones.estados.isEmpty { conLasSoluciones.append(.init(titulo: "no se ha ejecutado ninguna prueba")) }
            if !soluciones.terminada {
                conLasSoluciones.append(.init(titulo: "el proceso de pruebas no terminó: un crash, o el límite de tiempo"))
            }
        } else {
            conLasSoluciones.append(.init(titulo: "Solutions/ no compila (arriba, los errores)"))
        }
        if let esqueletos {
            if !esqueletos.terminada {
                conLosEsqueletos.append(.init(titulo: "el proceso de pruebas no terminó: un esqueleto que revienta, o el límite de tiempo"))
            }
        } else {
            conLosEsqueletos.append(.init(titulo: "Exercises/ no compila (arriba, los errores)"))
        }
        for id in ids.sorted() {
            evaluar(id, soluciones: soluciones, esqueletos: esqueletos)
        }
        pruebasBase = ids.count { catalogo.pertenencia(deLaPrueba: $0) == .base }
        // Si ningún árbol compila, no hay pruebas que contar: cada suite saldría «sin pruebas», y es mentira.
        if soluciones != nil || esqueletos != nil { comprobarSuites(ids: ids) }
        filas = catalogo.pasos.map { paso in
            let suyas = ids.filter { catalogo.pertenencia(deLaPrueba: $0) == .paso(paso.id) }
            return Fila(
                paso: paso.id, tipo: paso.tipo, pruebas: suyas.count,
                fallanConElEsqueleto: suyas.count { Self.falla(esqueletos?.estados[$0]) },
                pasanConLaSolucion: suyas.count { soluciones?.estados[$0] == .pasa }
            )
        }
    }

    /// Una prueba: con la solución tiene que pasar; con los esqueletos, fallar si es de un ejercicio y
    /// pasar si no. Si falla igual con los dos árboles, es un solo problema, en el de las soluciones.
    private mutating func evaluar(_ id: String, soluciones: EjecucionDePruebas?, esqueletos: EjecucionDePruebas?) {
        let pertenencia = catalogo.pertenencia(deLaPrueba: id)
        let paso: Paso? = if case let .paso(paso) = pertenencia { catalogo.paso(paso) } else { nil }
        if pertenencia == .sinClasificar {
            let suite = String(id.split(separator: "/").first ?? Substring(id))
            delCatalogo.append(.init(titulo: "\(id) no es de ningún paso ni del código base", detalles: [
                "Añade su suite, \(suite), a «suites» de su paso en \(Catalogo.ruta), o a «suitesBase» si es del código base.",
            ]))
            return
        }
        let esDeUnEjercicio = paso?.tipo == .ejercicio
        // Un paso de pruebas: su esqueleto no trae ninguna (o trae alguna que falla); se miden con fallos sembrados.
        let esDePruebas = paso?.tipo == .pruebas
        // Una prueba base omitida a propósito (las de integración, sin MARCADOR_INTEGRACION) está bien;
        // una de un paso omitida no comprobaría nada.
        let bien: [EstadoDePrueba] = paso == nil ? [.pasa, .omitida] : [.pasa]
        let conLaSolucion = soluciones.flatMap { bien.contains($0.estados[id] ?? .sinTerminar) ? nil : $0 }
        let conElEsqueleto = esqueletos.flatMap { ejecucion -> EjecucionDePruebas? in
            let estado = ejecucion.estados[id]
            if esDePruebas { return estado == nil || Self.falla(estado) ? nil : ejecucion }
            return esDeUnEjercicio ? (Self.falla(estado) ? nil : ejecucion) : (bien.contains(estado ?? .sinTerminar) ? nil : ejecucion)
        }
        if let conLaSolucion {
            let tambien = !esDeUnEjercicio && conElEsqueleto != nil ? " y con Exercises/" : ""
            let titulo = esDeUnEjercicio
                ? "\(id) \(Self.describir(conLaSolucion.estados[id])) con la solución de \(paso?.id ?? "")"
                : "\(id) \(Self.describir(conLaSolucion.estados[id])) con Solutions/\(tambien)"
            conLasSoluciones.append(.init(titulo: titulo, detalles: detalles(id, en: conLaSolucion)))
            if !esDeUnEjercicio { return }
        }
        guard let conElEsqueleto else { return }
        let estado = conElEsqueleto.estados[id]
        if let paso, esDeUnEjercicio {
            let ficheros = paso.ficheros.map { "Solutions/" + $0 }.joined(separator: ", ")
            conLosEsqueletos.append(.init(titulo: "\(id) es de \(paso.id) y con su esqueleto \(Self.describir(estado))", detalles: [
                """
                Una prueba de un ejercicio tiene que fallar con su esqueleto: en \(ficheros), entre \
                «\(Marca.textoDeEsqueleto)» y «\(Marca.textoDeFin)», deja un valor neutro que la prueba no acepte, \
                o haz que la prueba compruebe lo que escribe el paso.
                """,
            ]))
        } else if let paso, esDePruebas {
            conLosEsqueletos.append(.init(titulo: "\(id) es del paso de pruebas \(paso.id) y con su esqueleto \(Self.describir(estado))", detalles: [
                "El esqueleto de un paso de pruebas no trae pruebas que pasen: quien aprende las escribe y se miden con fallos sembrados.",
            ]))
        } else {
            let deQuien = paso.map { "\($0.tipo == .arquitectura ? "de la regla" : "del paso") \($0.id)" } ?? "del código base"
            conLosEsqueletos.append(.init(
                titulo: "\(id) es \(deQuien): pasa con Solutions/, pero con Exercises/ \(Self.describir(estado))",
                detalles: ["Lo que no es un ejercicio no puede depender de lo que escribe quien aprende."]
                    + detalles(id, en: conElEsqueleto)
            ))
        }
    }

    /// Una suite del catálogo sin pruebas suele ser un nombre cambiado: nunca se daría por buena.
    private mutating func comprobarSuites(ids: Set<String>) {
        let prefijos = catalogo.pasos.flatMap { paso in paso.suites.map { ($0, "de \(paso.id)") } }
            + catalogo.suitesBase.map { ($0, "del código base") }
        for (prefijo, deQuien) in prefijos where !ids.contains(where: { Catalogo.encaja($0, en: prefijo) }) {
            var detalles = ["Corrige el nombre en \(Catalogo.ruta) o el de la suite en Tests/: el módulo de pruebas es el de su carpeta."]
            if let raiz, let fichero = SuitesDeTests(raiz: raiz).fichero(de: prefijo) {
                detalles.append("La suite está en \(fichero).")
            }
            delCatalogo.append(.init(titulo: "la suite \(prefijo) (\(deQuien)) no tiene ninguna prueba", detalles: detalles))
        }
    }

    private func detalles(_ id: String, en ejecucion: EjecucionDePruebas) -> [String] {
        ProblemaDeVerificacion.detalles(de: ejecucion.fallos[id] ?? [], raiz: raiz)
    }

    private static func falla(_ estado: EstadoDePrueba?) -> Bool {
        if case .falla = estado { true } else { false }
    }

    private static func describir(_ estado: EstadoDePrueba?) -> String {
        switch estado {
        case .pasa: "pasa"
        case .falla: "falla"
        case .omitida: "está omitida"
        case .sinTerminar: "no terminó"
        case nil: "no se ejecutó"
        }
    }
}
