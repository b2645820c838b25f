    // Lo que ve la pantalla, en un solo valor: primero el error, luego «cargando» y por último los datos
    var uiState: MarcadorUiState {
        if let mensajeDeError { return .error(mensajeDeError) }   // `if let x` es la forma corta de `if let x = x`
        guard let partido else { return .cargando }               // sin partido todavía: cargando
        return .exito(.init(                                      // .init(…) = MarcadorUiState.Exito(…): Swift deduce el tipo
            partidoId: partidoId, partido: partido, marcador: marcador, minuto: minuto,
            corriendo: corriendo, ultimoAviso: ultimoAviso, duracion: duracion
        ))
    }
 
    // La vista avisa de QUÉ ha pasado (un gol de este lado); el ViewModel decide qué hacer
    func alGol(_ lado: Lado) {
        switch lado {   // primero se ve en el marcador...
        case .local: golesAMano = Marcador(local: golesAMano.local + 1, visitante: golesAMano.visitante)
        case .visitante: golesAMano = Marcador(local: golesAMano.local, visitante: golesAMano.visitante + 1)
        }
        // ...y luego se guarda en el repositorio con el caso de uso; si falla, se anota
        if case let .failure(fallo) = registrarGol(partidoId: partidoId, lado: lado, minuto: minuto) {
            Registro.anotar("no se pudo registrar el gol: \(fallo)")
        }
    }
