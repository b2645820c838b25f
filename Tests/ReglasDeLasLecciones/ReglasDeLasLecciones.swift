import ReglasDeArquitectura

// Las reglas de arquitectura que enseñan las lecciones, una por constante. Las suites las comprueban
// en el árbol compilado y `LasReglasDetectanInfraccionesTests` en árboles de prueba con una infracción.
// Cómo se comprueba cada una, y por qué así, en docs/arquitectura.md.

extension ReglaDeArquitectura {
    // MARK: - 1. Las dependencias van en un solo sentido (grafo de Package.swift + import escritos)

    package static let dominioSinDataNiUI = Capa.terminadaEn("Domain").noDependeDe(.terminadoEn("Data"), .terminadoEn("UI"))
    package static let dataSinUI = Capa.terminadaEn("Data").noDependeDe(.terminadoEn("UI"))
    package static let uiSinDataNiRed = Capa.terminadaEn("UI").noDependeDe(.terminadoEn("Data"), "CoreNetwork", "FoundationNetworking")

    // MARK: - 2. La pantalla no conoce el DTO (tokens)

    package static let laPantallaNoConoceElDTO = ReglaDeArquitectura(
        "La pantalla y su ViewModel no nombran ningún DTO",
        leccion: "«La pantalla pinta `Arbitro`, nunca el DTO»: el ViewModel y la pantalla solo conocen el modelo (Red en Marcador: la lista de árbitros)",
        remedio: "Pide al repositorio modelos (`[Arbitro]`), no DTO: la traducción `Arbitro(dto:)` se hace en el repositorio, no en el ViewModel.",
        para: { $0.fuentes().que("son de un módulo *UI") { $0.modulo.hasSuffix("UI") } },
        debe: { fuente, proyecto in
            // También con otro nombre: `typealias Ficha = ArbitroDTO` en otro módulo.
            let alias = proyecto.alias(de: esDTO)
            return fuente.tokens.indices.compactMap { indice in
                let token = fuente.tokens[indice]
                guard token.esIdentificador else { return nil }
                if esDTO(token.texto) { return Hallazgo("\(fuente.nombre) nombra \(token.texto)", en: fuente.ubicacion(indice)) }
                return alias[token.texto].map { Hallazgo("\(fuente.nombre) nombra \(token.texto), que es \($0)", en: fuente.ubicacion(indice)) }
            }
        }
    )

    private static func esDTO(_ nombre: String) -> Bool { nombre.count > 3 && nombre.hasSuffix("DTO") }

    // MARK: - 3. La red solo en Core/Network (tokens)

    package static let tiposDeRed: Set<String> = ["URLSession", "URLSessionConfiguration", "URLRequest", "URLResponse", "HTTPURLResponse"]

    package static let redSoloEnCoreNetwork = ReglaDeArquitectura(
        "El código de red (URLSession, URLRequest, HTTPURLResponse, decodificar DTO) solo está en Core/Network",
        leccion: "«Dentro de Core las carpetas se llaman por lo que hacen: Network es la de lo que habla con internet», y quien usa el servicio «dice qué quiere y no sabe cómo viaja la petición» (Red: HTTP, JSON y URLSession)",
        remedio: "Mueve la petición a un servicio de Core/Network (como `ServicioJSONPlaceholder`) y haz que el repositorio hable con el protocolo `ServicioDelTorneo`.",
        para: { $0.fuentes().que("no son de CoreNetwork") { $0.modulo != "CoreNetwork" } },
        debe: { fuente, proyecto in
            // También con otro nombre: `public typealias Sesion = URLSession` en CoreNetwork (el ensayo del atacante).
            let alias = proyecto.alias { tiposDeRed.contains($0) }
            var hallazgos: [Hallazgo] = []
            for (indice, token) in fuente.tokens.enumerated() where token.esIdentificador {
                if tiposDeRed.contains(token.texto) {
                    hallazgos.append(Hallazgo("\(fuente.nombre) usa \(token.texto)", en: fuente.ubicacion(indice)))
                } else if let tipo = alias[token.texto] {
                    hallazgos.append(Hallazgo("\(fuente.nombre) usa \(token.texto), que es \(tipo)", en: fuente.ubicacion(indice)))
                }
                // `JSONDecoder().decode(ArbitroDTO.self, …)`: leer lo que manda el servidor. Decodificar
                // un modelo propio desde el disco (`[Arbitro].self`) sí puede hacerse fuera.
                if token.texto == "decode", indice + 1 < fuente.tokens.count, fuente.tokens[indice + 1].es("("),
                   let dto = primerDTO(en: fuente, entre: indice + 1) {
                    hallazgos.append(Hallazgo("\(fuente.nombre) decodifica \(dto), lo que manda el servidor", en: fuente.ubicacion(indice)))
                }
            }
            for importacion in fuente.importaciones where importacion.modulo == "FoundationNetworking" {
                hallazgos.append(Hallazgo("\(fuente.nombre) importa FoundationNetworking", en: fuente.ubicacion(importacion.token)))
            }
            return hallazgos
        }
    )

    /// El primer identificador *DTO dentro de los paréntesis que abre `parentesis`.
    private static func primerDTO(en fuente: FuenteSwift, entre parentesis: Int) -> String? {
        let cierre = fuente.parejas[parentesis]
        guard cierre > parentesis else { return nil }
        return fuente.tokens[parentesis..<cierre].first { $0.esIdentificador && $0.texto.count > 3 && $0.texto.hasSuffix("DTO") }?.texto
    }

    // MARK: - 4. Los repositorios y sus fuentes: sin ViewModels (import + tokens), y declarados como en la lección

    package static let repositoriosSinViewModels = ReglaDeArquitectura(
        "Un repositorio no conoce ningún ViewModel ni ningún módulo de pantalla",
        leccion: "«El ViewModel conoce al caso de uso; el caso de uso conoce a los repositorios; nunca al revés. Un repositorio que llamara a un ViewModel obligaría a probar la pantalla para probar los datos» (Casos de uso: cuándo sí y cuándo sobran)",
        remedio: "Quita del repositorio el import del módulo UI y lo que nombre al ViewModel o a su estado: el repositorio devuelve datos y quien los pidió decide qué mostrar.",
        para: { proyecto in
            proyecto.declaraciones().que("son tipos o extensiones *Repositorio*") {
                ($0.declaracion.clase.esTipo || $0.declaracion.clase == .extension) && $0.nombre.contains("Repositorio")
            }
        },
        debe: { repositorio in
            let fuente = repositorio.fuente
            var hallazgos = fuente.importaciones.filter { $0.modulo.hasSuffix("UI") }.map {
                Hallazgo("\(fuente.nombre), donde está \(repositorio.nombre), importa \($0.modulo)", en: fuente.ubicacion($0.token))
            }
            let tokens = repositorio.declaracion.token..<max(repositorio.cuerpo.upperBound, repositorio.declaracion.token + 1)
            for indice in tokens where fuente.tokens[indice].esIdentificador {
                let nombre = fuente.tokens[indice].texto
                if nombre.hasSuffix("ViewModel") || nombre.hasSuffix("UiState") {
                    hallazgos.append(Hallazgo("\(repositorio.nombre) nombra \(nombre)", en: fuente.ubicacion(indice)))
                }
            }
            return hallazgos
        }
    )

    // Cómo se declaran (declaraciones). El esqueleto ya los trae así; estas reglas notan quien, al
    // escribir el suyo, se deja algo que la lección pide.

    package static func repositorios(_ proyecto: Proyecto) -> Seleccion<Simbolo> {
        proyecto.clases().que("se llaman *Repositorio*") { $0.nombre.contains("Repositorio") }
    }

    package static let repositoriosFinal = ReglaDeArquitectura(
        "Un repositorio que es una clase es final",
        leccion: "«RepositorioDeArbitrosEnRed, una clase final (que no se hereda)» (Red en Marcador: la lista de árbitros); «una clase final, RepositorioDeArbitros» (Dos fuentes: el almacén y el repositorio)",
        remedio: "Escribe `final class` en lugar de `class`: nadie hereda de un repositorio.",
        para: repositorios,
        debe: { $0.tiene("final") ? [] : [$0.hallazgo("\($0.nombre) no es final")] }
    )

    package static let contratosDeRepositorioSoloParaClases = ReglaDeArquitectura(
        "El contrato de un repositorio es solo para clases (: AnyObject)",
        leccion: "«ArbitrosRepositorio, un protocolo solo para clases»: «lo pedimos porque el falso de las pruebas será una clase cuyo contenido cambia mientras el ViewModel lo tiene, y los dos tienen que compartir la misma instancia» (Red en Marcador: la lista de árbitros)",
        remedio: "Escribe `protocol …Repositorio: AnyObject { … }`.",
        para: { $0.tipos().que("son protocolos *Repositorio*") { $0.declaracion.clase == .protocolo && $0.nombre.contains("Repositorio") } },
        debe: { contrato in
            contrato.declaracion.herencia.contains("AnyObject")
                ? [] : [contrato.hallazgo("\(contrato.nombre) no es solo para clases: le falta : AnyObject")]
        }
    )

    package static let estadoDeLosRepositoriosDeSoloLectura = ReglaDeArquitectura(
        "Lo que un repositorio enseña solo lo cambia él (private(set))",
        leccion: "«Guarda arbitros (se lee desde fuera, solo ella lo cambia)» (Dos fuentes: el almacén y el repositorio)",
        remedio: "Declara la propiedad `private(set) var`: la pantalla la lee y solo el repositorio la cambia, al refrescar.",
        para: repositorios,
        debe: { repositorio in
            repositorio.miembros
                .filter { $0.declaracion.clase == .variable && $0.esPropiedadAlmacenada && !$0.declaracion.esPrivada }
                .filter { !$0.declaracion.soloSeEscribeDentro }
                .map { $0.hallazgo("\(repositorio.nombre).\($0.nombre) se puede cambiar desde fuera del repositorio") }
        }
    )

    package static let fuentesDeLosRepositoriosSonStructs = ReglaDeArquitectura(
        "El servicio y el almacén de los que leen los repositorios son structs",
        leccion: "«ServicioJSONPlaceholder, un struct que cumple ese protocolo» (Red: HTTP, JSON y URLSession); «un struct, AlmacenDeArbitros, que guarda la dirección del fichero» (Dos fuentes: el almacén y el repositorio)",
        remedio: "Declara el servicio y el almacén como `struct`: guardan su dirección (y su sesión) y nada cambia dentro.",
        para: { proyecto in
            proyecto.tipos().que("son servicios o almacenes (Servicio*, Almacen*) y no protocolos") { tipo in
                tipo.declaracion.clase != .protocolo && (tipo.nombre.hasPrefix("Servicio") || tipo.nombre.hasPrefix("Almacen"))
            }
        },
        debe: { fuente in
            fuente.declaracion.clase == .estructura
                ? [] : [fuente.hallazgo("\(fuente.nombre) es un \(fuente.declaracion.clase.rawValue), no un struct")]
        }
    )

    // MARK: - 5. Los ViewModel (declaraciones: atributos, modificadores, miembros)

    private static let leccionDelViewModel = "El ViewModel y el hilo principal"

    package static func viewModels(_ proyecto: Proyecto) -> Seleccion<Simbolo> {
        proyecto.clases().que("se llaman *ViewModel") { $0.nombre.hasSuffix("ViewModel") }
    }

    package static let viewModelsEnElHiloPrincipal = ReglaDeArquitectura(
        "Todo ViewModel lleva @MainActor escrito",
        leccion: "«@MainActor delante de la clase dice “esto solo se toca desde el hilo principal”»; en el target de la app es redundante, pero «se escribe porque dice la intención» (\(leccionDelViewModel))",
        remedio: "Escribe `@MainActor` encima de `final class …ViewModel`.",
        para: viewModels,
        debe: { $0.lleva("@MainActor") ? [] : [$0.hallazgo("\($0.nombre) no lleva @MainActor")] }
    )

    package static let viewModelsFinal = ReglaDeArquitectura(
        "Todo ViewModel es final",
        leccion: "la lección lo declara `final class PartidoViewModel`: nadie hereda de un ViewModel, y así el compilador lo sabe (\(leccionDelViewModel))",
        remedio: "Escribe `final class` en lugar de `class`.",
        para: viewModels,
        debe: { $0.tiene("final") ? [] : [$0.hallazgo("\($0.nombre) no es final")] }
    )

    package static let estadoDeLosViewModelsDeSoloLectura = ReglaDeArquitectura(
        "Lo que la vista lee de un ViewModel es private(set)",
        leccion: "«Todas con private(set): la vista lee, pero solo el ViewModel escribe» (\(leccionDelViewModel))",
        remedio: "Declara la propiedad `private(set) var` (o `package private(set) var`): la vista la lee y solo el ViewModel la cambia, desde sus métodos.",
        para: viewModels,
        debe: { viewModel in
            viewModel.miembros
                .filter { $0.declaracion.clase == .variable && $0.esPropiedadAlmacenada && !$0.declaracion.esPrivada }
                .filter { !$0.declaracion.soloSeEscribeDentro }
                .map { $0.hallazgo("\(viewModel.nombre).\($0.nombre) se puede cambiar desde fuera del ViewModel") }
        }
    )

    package static let dependenciasDeLosViewModelsPrivadas = ReglaDeArquitectura(
        "Las dependencias de un ViewModel son privadas y sin vigilar",
        leccion: "«Lo que ninguna pantalla pinta, privado y sin vigilar: el repositorio, el caso de uso…» (\(leccionDelViewModel)); un `let` no se vigila nunca: «Son let y no cambian nunca, así que no hay nada que vigilar» (Dos fuentes: el almacén y el repositorio)",
        remedio: "Declara el repositorio, el servicio o el caso de uso como `@ObservationIgnored private let` (o `private let`: un let no se vigila): la vista no lo pinta y nunca cambia.",
        para: viewModels,
        debe: { viewModel, proyecto in
            let casosDeUso = Set(casosDeUso(proyecto).elementos.map(\.nombre))
            return viewModel.miembros
                .filter { $0.esPropiedadAlmacenada && esDependencia($0, casosDeUso: casosDeUso) }
                .compactMap { dependencia in
                    var falta: [String] = []
                    if esVigilada(dependencia) { falta.append("@ObservationIgnored (o let)") }
                    if !dependencia.declaracion.esPrivada { falta.append("private") }
                    guard !falta.isEmpty else { return nil }
                    return dependencia.hallazgo("a la dependencia \(viewModel.nombre).\(dependencia.nombre) le falta \(falta.joined(separator: ", "))")
                }
        }
    )

    package static let viewModelsObservables = ReglaDeArquitectura(
        "Todo ViewModel lleva @Observable",
        leccion: "«PartidoViewModel, una clase del hilo principal, observable y de la que nadie hereda»; «@Observable: las vistas que lean sus propiedades se redibujan cuando cambian» (\(leccionDelViewModel))",
        remedio: "Escribe `@Observable` encima de `final class …ViewModel` (con `import Observation`).",
        para: viewModels,
        debe: { $0.lleva("@Observable") ? [] : [$0.hallazgo("\($0.nombre) no lleva @Observable")] }
    )

    /// Lo que la tanda 1 enumera como «lo que ninguna pantalla pinta, privado y sin vigilar», y las
    /// funciones que las tandas 1 y 3 piden privadas.
    package static let loQuePartidoViewModelGuardaPorDentro: Set<String> = [
        "repositorio", "registrarGol", "msPorMinuto", "reintroducirElCiclo", "cronometro", "eventosDelGuion",
        "cargar", "prepararReloj", "alMinuto",
    ]

    package static let loQuePartidoViewModelNoEnsena = ReglaDeArquitectura(
        "Lo que PartidoViewModel no enseña a la pantalla es private, y si lo guarda, @ObservationIgnored",
        leccion: "«Lo que ninguna pantalla pinta, privado y sin vigilar: el repositorio, el caso de uso registrarGol, msPorMinuto, el interruptor reintroducirElCiclo, un cronometro y eventosDelGuion»; «cargar, privado»; «prepararReloj, privado»; «alMinuto, privado» (\(leccionDelViewModel))",
        remedio: "Declara esas propiedades `@ObservationIgnored private let` (`@ObservationIgnored private var` el cronometro y eventosDelGuion, que cambian al jugar) y esas funciones `private func`.",
        para: { proyecto in
            proyecto.declaraciones().que(
                "son de PartidoViewModel y la lección las quiere privadas (repositorio, registrarGol, msPorMinuto, reintroducirElCiclo, cronometro, eventosDelGuion, cargar, prepararReloj y alMinuto)"
            ) { miembro in
                guard let tipo = miembro.contenedor, tipo.nombre == "PartidoViewModel",
                      [.clase, .extension].contains(tipo.declaracion.clase),
                      [.variable, .constante, .funcion].contains(miembro.declaracion.clase) else { return false }
                return loQuePartidoViewModelGuardaPorDentro.contains(miembro.nombre)
            }
        },
        debe: { miembro in
            var falta: [String] = []
            if !miembro.declaracion.esPrivada { falta.append("private") }
            if esVigilada(miembro) { falta.append("@ObservationIgnored") }
            guard !falta.isEmpty else { return [] }
            return [miembro.hallazgo("a PartidoViewModel.\(miembro.nombre) le falta \(falta.joined(separator: " y "))")]
        }
    )

    /// Lo que @Observable vigila: un `var` guardado sin @ObservationIgnored. Un `let` no se vigila nunca
    /// (en ArbitrosViewModel igual que en RepositorioDeArbitros), lleve o no @ObservationIgnored.
    private static func esVigilada(_ propiedad: Simbolo) -> Bool {
        propiedad.esPropiedadAlmacenada && propiedad.declaracion.clase == .variable && !propiedad.lleva("@ObservationIgnored")
    }

    /// Un repositorio, un servicio, un caso de uso o cualquier `any Protocolo`.
    private static func esDependencia(_ propiedad: Simbolo, casosDeUso: Set<String>) -> Bool {
        propiedad.firma.contains { token in
            token.esIdentificador && (
                token.texto == "any" || token.texto.contains("Repositorio") || token.texto.hasPrefix("Servicio")
                    || casosDeUso.contains(token.texto)
            )
        }
    }

    // MARK: - 6. Las closures guardadas no retienen a self (tokens del cuerpo de las clases)

    /// Donde la lección pone el bug a propósito. Su cuerpo no se mira aquí: con el interruptor apagado
    /// el ViewModel se libera y encendido se queda retenido, y eso lo prueba PartidoViewModelTanda3Tests
    /// por comportamiento, escriba quien aprende `if`, `guard`, `switch` o lo que sea.
    package static let metodoDelCiclo = "prepararReloj"

    package static let closuresSinCapturaFuerte = ReglaDeArquitectura(
        "Una closure que se guarda en una propiedad captura self con [weak self], sin retenerlo",
        leccion: "«Si esa closure captura self con referencia fuerte, los dos se retienen y el ViewModel se queda en memoria sin ningún aviso. La solución es [weak self]» (\(leccionDelViewModel)); solo `prepararReloj` de PartidoViewModel, con reintroducirElCiclo encendido, pone el bug a propósito (eso se prueba por comportamiento en la tanda 3)",
        remedio: "Escribe la closure con `[weak self] in` y llama con `self?.`: `reloj.alTick = { [weak self] in self?.alMinuto() }`; `[unowned self]` tampoco retiene, pero revienta si el ViewModel se va antes que el reloj.",
        // También las extensiones de una clase: las tandas 2 y 3 de PartidoViewModel están en una.
        para: { proyecto in
            let clases = Set(proyecto.clases().elementos.map(\.nombre))
            return proyecto.declaraciones().que("son clases o extensiones de una clase") {
                $0.declaracion.clase == .clase || $0.declaracion.clase == .extension && clases.contains($0.nombre)
            }
        },
        // La lección enseña `[weak self]`: `[unowned self]` no retiene, pero no es lo que enseña y puede reventar.
        debe: { clase in
            ClosuresGuardadas(en: clase, salvoEn: clase.nombre == "PartidoViewModel" ? metodoDelCiclo : nil).queNoCapturanSelfDebil()
        }
    )

    // MARK: - 7. Un caso de uso es un struct con algo que decidir (declaraciones + tokens del cuerpo)

    /// Los casos de uso: los tipos de un módulo *Domain que guardan un repositorio.
    package static func casosDeUso(_ proyecto: Proyecto) -> Seleccion<Simbolo> {
        proyecto.tipos().que("son de un módulo *Domain y guardan un repositorio (casos de uso)") { tipo in
            tipo.modulo.hasSuffix("Domain") && tipo.declaracion.clase != .protocolo && tipo.miembros.contains {
                $0.esPropiedadAlmacenada && $0.tipoAnotado.contains("Repositorio")
            }
        }
    }

    package static let casosDeUsoQueDeciden = ReglaDeArquitectura(
        "Un caso de uso no se limita a reenviar una llamada",
        leccion: "«Un caso de uso compensa cuando hay algo que decidir»; «un ObtenerArbitros sería el ObtenerPrecio de la pizzería»: solo reenviaría la llamada (Casos de uso: cuándo sí y cuándo sobran)",
        remedio: "Si no hay regla que decidir, borra el caso de uso y que el ViewModel llame al repositorio directamente; si la hay, escríbela en el caso de uso.",
        para: casosDeUso,
        debe: { casoDeUso in
            let funciones = casoDeUso.miembros.filter { $0.declaracion.clase == .funcion && !$0.esEstatica }
            let reenvios = funciones.compactMap { funcion in Reenvio(en: funcion).map { (funcion, $0) } }
            guard !funciones.isEmpty, reenvios.count == funciones.count else { return [] }
            return reenvios.map { funcion, reenvio in
                funcion.hallazgo("\(casoDeUso.nombre).\(funcion.nombre) solo reenvía la llamada a \(reenvio)")
            }
        }
    )

    package static let casosDeUsoSonStructs = ReglaDeArquitectura(
        "Un caso de uso es un struct",
        leccion: "«Es un struct con dos repositorios: partidos (un any PartidosRepositorio) y cronicas (un any CronicasRepositorio)» (Casos de uso: cuándo sí y cuándo sobran)",
        remedio: "Declara el caso de uso como `struct`, con sus repositorios en `let`: no guarda estado, decide con lo que le dan.",
        para: casosDeUso,
        debe: { casoDeUso in
            casoDeUso.declaracion.clase == .estructura
                ? [] : [casoDeUso.hallazgo("\(casoDeUso.nombre) es un \(casoDeUso.declaracion.clase.rawValue), no un struct")]
        }
    )

    // MARK: - 8. Los DTO: tipos de valor Codable en Core/Network (declaraciones)

    private static let leccionDelDTO = "«El DTO (…): una copia exacta de la forma del JSON, solo con los campos que usas. Lo conoce la capa de red y nadie más» (Red: HTTP, JSON y URLSession)"

    package static func dtos(_ proyecto: Proyecto) -> Seleccion<Simbolo> {
        proyecto.tipos().que("se llaman *DTO") { $0.nombre.count > 3 && $0.nombre.hasSuffix("DTO") }
    }

    package static let dtosSonValores = ReglaDeArquitectura(
        "Un DTO es un tipo de valor (struct o enum)",
        leccion: leccionDelDTO,
        remedio: "Declara el DTO como `struct`: es una copia de los datos del JSON, sin identidad ni estado compartido.",
        para: dtos,
        debe: { dto in
            [.estructura, .enumeracion].contains(dto.declaracion.clase)
                ? [] : [dto.hallazgo("\(dto.nombre) es un \(dto.declaracion.clase.rawValue), no un struct")]
        }
    )

    package static let dtosEnCoreNetwork = ReglaDeArquitectura(
        "Los DTO viven en Core/Network",
        leccion: leccionDelDTO,
        remedio: "Mueve el DTO a Core/Network (DTOsDelServidor.swift) y tradúcelo a un modelo propio en el repositorio.",
        para: dtos,
        debe: { $0.modulo == "CoreNetwork" ? [] : [$0.hallazgo("\($0.nombre) está en el módulo \($0.modulo)")] }
    )

    package static let dtosCodificables = ReglaDeArquitectura(
        "Un DTO es Decodable (lo que manda el servidor) o Encodable (lo que recibe)",
        leccion: "«`Decodable`: JSONDecoder sabe rellenarlo» (Red: HTTP, JSON y URLSession); lo que se envía en `POST /posts` es `Encodable` (Casos de uso: cuándo sí y cuándo sobran)",
        remedio: "Añade `: Decodable` al DTO que llega del servidor o `: Encodable` al que se le envía.",
        para: dtos,
        debe: { dto, proyecto in
            let conformidades = proyecto.declaraciones().elementos
                .filter { $0.nombre == dto.nombre && ($0.declaracion.clase.esTipo || $0.declaracion.clase == .extension) }
                .flatMap(\.declaracion.herencia)
            return conformidades.contains { ["Decodable", "Encodable", "Codable"].contains($0) }
                ? [] : [dto.hallazgo("\(dto.nombre) no es Decodable, Encodable ni Codable")]
        }
    )
}

extension ReglaDeArquitectura {
    /// Todas, para las pruebas que las recorren.
    package static let todas: [ReglaDeArquitectura] = [
        dominioSinDataNiUI, dataSinUI, uiSinDataNiRed, laPantallaNoConoceElDTO, redSoloEnCoreNetwork,
        repositoriosSinViewModels, repositoriosFinal, contratosDeRepositorioSoloParaClases,
        estadoDeLosRepositoriosDeSoloLectura, fuentesDeLosRepositoriosSonStructs,
        viewModelsEnElHiloPrincipal, viewModelsFinal, viewModelsObservables, estadoDeLosViewModelsDeSoloLectura,
        dependenciasDeLosViewModelsPrivadas, loQuePartidoViewModelNoEnsena, closuresSinCapturaFuerte,
        casosDeUsoQueDeciden, casosDeUsoSonStructs, dtosSonValores,
        dtosEnCoreNetwork, dtosCodificables,
    ]
}
