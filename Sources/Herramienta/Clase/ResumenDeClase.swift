import HerramientaNucleo

/// Lo que enseñan la tabla y la página de `clase`: una fila por alumno y, por paso, cuántos lo pasan,
/// cuántos están atascados ahí y las pruebas que más fallan.
struct ResumenDeClase {
    struct FalloFrecuente: Equatable {
        let prueba: String
        let alumnos: Int            // a cuántos les falla
        let explicacion: String     // el mensaje más repetido entre ellos, recortado
    }

    package struct Paso: Equatable {
        let id: String
        let titulo: String
        let orden: Int
        let entregas: Int           // cuántas entregas traen este paso
        let pasan: Int
        let atascados: Int          // para cuántos es el primer paso, en el orden del curso, que no pasa
        let fallos: [FalloFrecuente]    // las tres pruebas que a más alumnos les fallan
    }

    let entregas: [EntregaDeClase]
    let problemas: [ProblemaDeEntrega]
    /// En el orden del curso: las columnas de la tabla de alumnos.
    let pasos: [Paso]

    init(entregas: [EntregaDeClase], problemas: [ProblemaDeEntrega]) {
        self.entregas = entregas
        self.problemas = problemas
        var atascados: [String: Int] = [:]
        for entrega in entregas {
            if let paso = Self.atasco(de: entrega) { atascados[paso, default: 0] += 1 }
        }
        var porId: [String: [EntregaDeClase.Paso]] = [:]
        for paso in entregas.flatMap(\.pasos) { porId[paso.id, default: []].append(paso) }
        pasos = porId.map { id, suyos in
            Paso(id: id, titulo: suyos[0].titulo, orden: suyos.map(\.orden).min() ?? 0, entregas: suyos.count,
                 pasan: suyos.count { $0.estado == .pasa }, atascados: atascados[id] ?? 0, fallos: Self.masFrecuentes(suyos))
        }.sorted { ($0.orden, $0.id) < ($1.orden, $1.id) }
    }

    /// Los pasos, de más a menos alumnos atascados; a igualdad, en el orden del curso.
    var porAtasco: [Paso] {
        pasos.enumerated().sorted { ($1.element.atascados, $0.offset) < ($0.element.atascados, $1.offset) }.map(\.element)
    }

    /// El primer paso, en el orden del curso, que no pasa; nil si los pasa todos.
    static func atasco(de entrega: EntregaDeClase) -> String? {
        entrega.pasos.first { $0.estado != .pasa }?.id
    }

    private static func masFrecuentes(_ pasos: [EntregaDeClase.Paso]) -> [FalloFrecuente] {
        var alumnos: [String: Int] = [:]
        var mensajes: [String: [String: Int]] = [:]
        for paso in pasos {
            for fallo in paso.fallos {
                alumnos[fallo.prueba, default: 0] += 1
                mensajes[fallo.prueba, default: [:]][fallo.mensaje ?? "", default: 0] += 1
            }
        }
        return alumnos.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(3).map { prueba, cuantos in
            let mensaje = (mensajes[prueba] ?? [:]).sorted { ($1.value, $0.key) < ($0.value, $1.key) }.first?.key
            return FalloFrecuente(prueba: prueba, alumnos: cuantos, explicacion: EntregaDeClase.explicacion(mensaje))
        }
    }
}
