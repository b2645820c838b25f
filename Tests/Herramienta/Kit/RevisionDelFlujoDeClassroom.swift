import Foundation

/// Lo que tiene que cumplir docs/github-classroom/calificar.yml (issue 12), comprobado sobre su estructura
/// leída con `LectorDeYAML`. Cada problema dice qué falta y cómo se arregla.
struct RevisionDelFlujoDeClassroom {
    let flujo: NodoYAML
    private let trabajo: NodoYAML
    private let pasos: [NodoYAML]

    init(_ texto: String) throws {
        flujo = try LectorDeYAML.leer(texto)
        trabajo = flujo["jobs"]?["run-autograding-tests"] ?? .nulo
        pasos = trabajo["steps"]?.elementos ?? []
    }

    private func indice(_ condicion: (NodoYAML) -> Bool) -> Int? { pasos.firstIndex(where: condicion) }
    private static func usa(_ accion: String) -> (NodoYAML) -> Bool {
        { $0["uses"]?.texto?.hasPrefix(accion + "@") == true }
    }
    private var checkouts: [NodoYAML] { pasos.filter(Self.usa("actions/checkout")) }
    private func ruta(deCheckout repositorio: Bool) -> String? {
        checkouts.first { ($0["with"]?["repository"] != nil) == repositorio }?["with"]?["path"]?.texto
    }
    /// El último paso que ejecuta `marcador calificar`: el que califica la entrega (antes puede calentarse la caché).
    private var pasoDeCalificar: Int? { pasos.lastIndex { $0["run"]?.texto?.contains("marcador calificar") == true } }

    /// Los argumentos de la orden `marcador calificar` del paso que califica, con sus líneas unidas.
    var argumentosDeCalificar: [String] {
        guard let paso = pasoDeCalificar, let orden = pasos[paso]["run"]?.texto else { return [] }
        let unida = orden.replacingOccurrences(of: "\\\n", with: " ")
        guard let linea = unida.split(separator: "\n").first(where: { $0.contains("marcador calificar") }) else { return [] }
        let palabras: [String] = linea.split(separator: " ").map(String.init)
        return Array(palabras.drop { $0 != "calificar" }.prefix { $0 != ">" })
    }

    var problemas: [String] {
        var problemas: [String] = []
        func exigir(_ condicion: Bool, _ problema: String) { if !condicion { problemas.append(problema) } }

        // Classroom: el nombre, el trabajo, los permisos y la guarda de sus plantillas, y sus disparadores.
        // El README del reporter: sin ese nombre de flujo y de trabajo, Classroom no recoge ninguna nota.
        exigir(flujo["name"]?.texto == "Autograding Tests" && flujo["jobs"]?.claves == ["run-autograding-tests"],
               "el flujo se llama «Autograding Tests» y su único trabajo «run-autograding-tests», como en las plantillas de Classroom: con otros nombres, Classroom no recoge la nota")
        let permisos = flujo["permissions"]
        exigir(permisos?.claves == ["checks", "actions", "contents"] && permisos?["checks"]?.texto == "write"
               && permisos?["actions"]?.texto == "read" && permisos?["contents"]?.texto == "read",
               "permissions tiene que ser el de las plantillas de Classroom: checks: write, actions: read, contents: read")
        exigir(trabajo["if"]?.texto == "github.actor != 'github-classroom[bot]'",
               "el trabajo necesita «if: github.actor != 'github-classroom[bot]'», la guarda de las plantillas de Classroom")
        exigir(flujo["on"]?.claves.contains("push") == true && flujo["on"]?.claves.contains("repository_dispatch") == true,
               "on: tiene que tener push y repository_dispatch, como las plantillas de Classroom")
        exigir(trabajo["container"]?.texto == "swift:6.3", "el trabajo corre en «container: swift:6.3»")

        // El entorno: root en un workspace de otro uid.
        let entrega = ruta(deCheckout: false), kit = ruta(deCheckout: true)
        exigir(entrega != nil && kit != nil, "faltan los dos checkouts con path: la entrega y el kit (with: repository)")
        if let entrega, let kit, let calificar = pasoDeCalificar {
            let seguro = indice { paso in
                [entrega, kit].allSatisfy { paso["run"]?.texto?.contains("git config --global --add safe.directory \"$GITHUB_WORKSPACE/\($0)\"") == true }
            }
            exigir(seguro.map { $0 < calificar } == true,
                   "antes de calificar, un paso tiene que poner safe.directory para \"$GITHUB_WORKSPACE/\(entrega)\" y \"$GITHUB_WORKSPACE/\(kit)\"")
            let argumentos = argumentosDeCalificar
            exigir(zip(argumentos, argumentos.dropFirst()).contains { $0 == ("--raiz", entrega) }
                   && zip(argumentos, argumentos.dropFirst()).contains { $0 == ("--kit", kit) },
                   "calificar tiene que llevar --raiz \(entrega) --kit \(kit), las carpetas de los checkouts")
        }

        // Seguridad: ningún token en .git/config; el kit en un commit fijo.
        for paso in checkouts {
            exigir(paso["with"]?["persist-credentials"]?.texto == "false",
                   "el checkout «\(paso["name"]?.texto ?? "?")» necesita persist-credentials: false")
        }
        let kitCheckout = checkouts.first { $0["with"]?["repository"] != nil }
        exigir(kitCheckout?["with"]?["ref"]?.texto == "${{ vars.MARCADOR_KIT_REF }}"
               && trabajo["env"]?["MARCADOR_KIT_REF"]?.texto == "${{ vars.MARCADOR_KIT_REF }}"
               && pasos.contains { $0["run"]?.texto?.contains("\"$MARCADOR_KIT_REF\" =~ ^[0-9a-f]{40}$") == true },
               "el kit se saca en ref: ${{ vars.MARCADOR_KIT_REF }}, y un paso comprueba que es un commit de 40 caracteres")

        // Velocidad, sin caché que se pueda envenenar: restaurar, y guardar antes de ejecutar la entrega.
        let restaurar = indice(Self.usa("actions/cache/restore")), guardar = indice(Self.usa("actions/cache/save"))
        let clave = restaurar.flatMap { pasos[$0]["with"]?["key"]?.texto } ?? ""
        exigir(restaurar.flatMap { pasos[$0]["with"]?["path"]?.texto } == "\(kit ?? "kit")/.build"
               && clave.contains("hashFiles(") && clave.contains("'\(kit ?? "kit")/Package.swift'") && clave.contains("'\(kit ?? "kit")/Sources/**'"),
               "la caché restaura \(kit ?? "kit")/.build con una clave de hashFiles del manifiesto y las fuentes del kit")
        exigir(!pasos.contains(where: Self.usa("actions/cache")),
               "actions/cache guarda al final, después del código de la entrega: usa actions/cache/restore y actions/cache/save")
        exigir(guardar != nil && pasoDeCalificar != nil && guardar! < pasoDeCalificar!
               && guardar.flatMap { pasos[$0]["with"]?["path"]?.texto } == "\(kit ?? "kit")/.build",
               "la caché se guarda (actions/cache/save, la misma carpeta) antes del paso que ejecuta la entrega")

        // Integridad: los puntos salen del fichero de calificar, solo si calificar acabó.
        let argumentos = argumentosDeCalificar
        let fichero = zip(argumentos, argumentos.dropFirst()).first { $0.0 == "--classroom" }?.1
        let orden = pasoDeCalificar.flatMap { pasos[$0]["run"]?.texto } ?? ""
        let borra = orden.split(separator: "\n").contains { $0.hasPrefix("rm -f ") && $0.split(separator: " ").contains { $0 == fichero ?? "" } }
        exigir(fichero != nil && borra
               && orden.contains("[ \"$codigo\" -le 1 ] && [ -f \(fichero!) ]")
               && orden.contains("echo \"resultado=$(base64 -w0 \(fichero!))\" >> \"$GITHUB_OUTPUT\""),
               "el paso de calificar borra el fichero de --classroom antes, y da su base64 como «resultado» solo si calificar salió con 0 o 1")

        exigir(orden.contains("env -i ") && orden.contains(" --usuario marcador-entrega ")
               && pasos.contains { $0["run"]?.texto?.contains("useradd --system --no-create-home marcador-entrega") == true },
               "calificar se lanza con «env -i» y «--usuario marcador-entrega», un usuario que el flujo crea: las pruebas de la entrega, sin privilegios (como root podrían reescribir los ficheros de órdenes del runner, las herramientas de los pasos siguientes o los informes, y leer el kit), y calificar sin el entorno del runner")

        // Las notas a Classroom: el reporter, con <RUNNER>_RESULTS por cada runner.
        let reporter = indice(Self.usa("classroom-resources/autograding-grading-reporter"))
        let idDeCalificar = pasoDeCalificar.flatMap { pasos[$0]["id"]?.texto }
        if let reporter, let idDeCalificar {
            let runners = pasos[reporter]["with"]?["runners"]?.texto?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
            exigir(!runners.isEmpty && runners.allSatisfy {
                pasos[reporter]["env"]?["\($0.uppercased())_RESULTS"]?.texto == "${{ steps.\(idDeCalificar).outputs.resultado }}"
            }, "el reporter lee <RUNNER>_RESULTS = ${{ steps.\(idDeCalificar).outputs.resultado }} por cada runner de «runners»")
            exigir(reporter > pasoDeCalificar!, "el reporter va después de calificar")
        } else {
            problemas.append("falta el paso classroom-resources/autograding-grading-reporter, o el id del paso de calificar")
        }
        return problemas
    }
}
