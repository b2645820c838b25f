    // La vista la llama desde `.task(id:)`: si la pantalla se va, SwiftUI cancela esta tarea
    func jugar(duracion nueva: Int) async {
        // 1. Preparar
        cargar()
        guard let partido else { return }          // sin partido no hay nada que jugar
        duracion = nueva
        minuto = 0                                 // cada vez empieza de cero
        golesEnVivo = Marcador(local: 0, visitante: 0)
        golesAMano = Marcador(local: 0, visitante: 0)
        ultimoAviso = "ninguno"
        eventosDelGuion = partido.eventos.filter { $0.minuto <= nueva }   // solo los eventos que caben en esta duración
 
        // 2. Arrancar el reloj
        let reloj = Cronometro()                   // el del paquete Torneo: cuenta minutos cuando se lo mandan
        cronometro = reloj
        prepararReloj(reloj)
        corriendo = true
 
        // 3. Un minuto de partido por vuelta
        for _ in 1...nueva {
            do {
                try await Task.sleep(for: .milliseconds(msPorMinuto))   // un minuto de partido
            } catch {                              // cancelaron la tarea: se anota y se sale
                Registro.anotar("partido CANCELADO en el minuto \(minuto)")
                corriendo = false
                return
            }
            reloj.avanzar()                        // suma un minuto y llama a `alTick`
        }
        corriendo = false
        Registro.anotar("partido TERMINADO en el minuto \(minuto)")
    }
 
    // Engancha al reloj la closure que se ejecutará en cada minuto
    private func prepararReloj(_ reloj: Cronometro) {
        if reintroducirElCiclo {
            reloj.alTick = { self.alMinuto() }              // el bug: la closure guardada retiene a self
        } else {
            reloj.alTick = { [weak self] in self?.alMinuto() }   // bien: la closure mira a self sin retenerlo
        }
    }
 
    // Aplica lo que pasa en el minuto que acaba de contar el reloj
    private func alMinuto() {
        guard let reloj = cronometro, let partido else { return }
        let nuevo = reloj.minuto
        for evento in eventosDelGuion where evento.minuto == nuevo {   // los goles del guion de ese minuto
            golesEnVivo = golesEnVivo.despuesDe(evento, en: partido)
        }
        minuto = nuevo
        if nuevo % 15 == 0 { ultimoAviso = "minuto \(nuevo) con \(marcador)" }   // cada 15 minutos, un aviso
    }
