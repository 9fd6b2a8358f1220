// Command ferretdb runs an embedded FerretDB (MongoDB wire protocol over SQLite)
// for the product's local, zero-configuration default. It embeds the ferretdb
// package rather than building cmd/ferretdb, whose plain `go install` build
// panics at start for lack of a version file.
package main

import (
	"context"
	"flag"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dir := flag.String("dir", "./.data/ferretdb", "directory for the SQLite databases")
	flag.Parse()

	abs, err := filepath.Abs(*dir)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		log.Fatal(err)
	}

	// Only warnings and errors: the product's own logs are the ones people read.
	logger := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
		Logger:    logger,
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if err := f.Run(ctx); err != nil && ctx.Err() == nil {
		log.Fatal(err)
	}
}
