import MarcadorDomain
import Torneo

// Los partidos de la app, en memoria. Empieza con los datos de ejemplo (el 3-2 de siempre).
final class RepositorioDePartidos: PartidosRepositorio {
    private var guardados: [Partido]

    init(partidos: [Partido] = DatosDeEjemplo.partidos) {
        guardados = partidos
    }

    func partidos() -> [Partido] {
        guardados
    }

    func partido(id: Int) -> Partido? {
        guardados.first { $0.id == id }
    }

    // Guardar un partido que ya existe lo sustituye; uno nuevo se añade al final.
    func guardar(_ partido: Partido) {
        if let indice = guardados.firstIndex(where: { $0.id == partido.id }) {
            guardados[indice] = partido
        } else {
            guardados.append(partido)
        }
    }
}
