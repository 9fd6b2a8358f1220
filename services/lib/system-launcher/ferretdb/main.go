// Command ferretdb runs an embedded FerretDB (MongoDB wire protocol over SQLite)
// for the product's local, zero-configuration default. It embeds the ferretdb
// package rather than building cmd/ferretdb, whose plain `go install` build
// panics at start for lack of a version file. FerretDB listens on a private Unix
// socket; clients reach it through the write-serialising proxy (write_proxy.go).
package main

import (
	"context"
	"flag"
	"log"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dir := flag.String("dir", "./.data/ferretdb", "directory for the SQLite databases")
	serialize := flag.Bool("serialize-writes", true, "run write commands on one database one at a time (exact conditional updates)")
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

	// The socket lives with the data; a stale one left by a killed process is removed first.
	socket := filepath.Join(abs, "ferretdb.sock")
	_ = os.Remove(socket)

	f, err := ferretdb.New(&ferretdb.Config{
		Listener: ferretdb.ListenerConfig{Unix: socket},
		Handler:  "sqlite",
		// FerretDB opens every database in WAL mode; SQLite's default synchronous=FULL then fsyncs the WAL at
		// every commit (measured: 1 ms median, 6 ms at p90, up to 26 ms on a loaded machine, twice per usage
		// authorization round). NORMAL writes each commit to the WAL before answering, so a commit survives a
		// crash of this process or of any client; only an operating-system crash or power loss can drop the
		// last commits, never corrupt the database (fsyncs still come with every checkpoint). Checkpoints are
		// made by the pool in the background (see ferret-patch.ts); the commit that takes the WAL past 10,000
		// pages (40 MB) still checkpoints the little left, which lets the next commit start the WAL again.
		// temp_store(memory): an insert of many rows with unique indexes keeps its statement journal (the undo
		// log of one statement) in memory; in temporary files it cost the usage bench's store 3-5% of its CPU.
		SQLiteURL: "file:" + abs + "/?_pragma=synchronous(normal)&_pragma=wal_autocheckpoint(10000)&_pragma=temp_store(memory)",
		Logger:    logger,
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()

	dial := func() (net.Conn, error) { return net.Dial("unix", socket) }
	if err := waitForSocket(dial, 30*time.Second, done); err != nil {
		log.Fatal(err)
	}
	// The public port opens only once FerretDB answers, so "listening" means "ready".
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		log.Fatal(err)
	}
	go func() {
		<-ctx.Done()
		_ = ln.Close()
	}()
	go func() {
		if err := serveProxy(ln, dial, *serialize); err != nil {
			log.Fatal(err)
		}
	}()

	if err := <-done; err != nil && ctx.Err() == nil {
		log.Fatal(err)
	}
}

func waitForSocket(dial func() (net.Conn, error), timeout time.Duration, done <-chan error) error {
	deadline := time.Now().Add(timeout)
	for {
		conn, err := dial()
		if err == nil {
			return conn.Close()
		}
		select {
		case runErr := <-done:
			if runErr == nil {
				runErr = err
			}
			return runErr
		default:
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(20 * time.Millisecond)
	}
}
